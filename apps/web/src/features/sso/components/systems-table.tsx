import { SearchedTable, useNamedTable } from '../../../components/searched-table';
import { nameColumn, onOffColumn, type TableColumn } from '../../../components/table-columns';
import { pathTo } from '../../../lib/paths';
import { useDeleteSystem, useSystemPage } from '../api/system-queries';
import type { SsoSystem } from '../types';
import { NewSystemButton } from './new-system-button';
import { commonMessages, ssoMessages } from '../../../lib/messages';

const text = ssoMessages.admin;

const columns: TableColumn<SsoSystem>[] = [
  nameColumn(ssoMessages.name, (system) => system.name),
  {
    key: 'category',
    header: text.category,
    render: (system) => <bdi>{ssoMessages.categories[system.categoryId] ?? system.categoryId}</bdi>,
  },
  { key: 'unit', header: commonMessages.unit, render: (system) => system.unit?.name ?? text.noUnit },
  onOffColumn(commonMessages.status, (system) => system.enabled, {
    on: commonMessages.enabled,
    off: text.disabled,
  }),
];

/** The systems the caller manages (an Employee: their units' only), searchable by name, with edit and delete. */
export function SystemsTable() {
  const { table, actions } = useNamedTable(useSystemPage, useDeleteSystem(), text, 'name', (system) => ({
    editTo: pathTo('sso-detail', { id: system.id }),
  }));

  return (
    <SearchedTable
      table={table}
      columns={[...columns, actions]}
      emptyText={text.empty}
      tools={<NewSystemButton />}
    />
  );
}
