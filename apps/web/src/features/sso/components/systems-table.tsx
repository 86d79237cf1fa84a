import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { truncateLabel } from '@darvazeh/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PagedTable, type TableColumn } from '../../../components/paged-table';
import { RowActions } from '../../../components/row-actions';
import { pathTo } from '../../../lib/paths';
import { useDeleteSystem, useSystemPage } from '../api/system-queries';
import { ssoMessages } from '../messages';
import type { SsoSystem } from '../types';
import { NewSystemButton } from './new-system-button';

const text = ssoMessages.admin;
/** Rows per page of the systems table. */
export const SYSTEMS_PAGE_SIZE = 10;

const columns: TableColumn<SsoSystem>[] = [
  {
    key: 'name',
    header: text.name,
    render: (system) => truncateLabel(system.name),
    title: (system) => system.name,
  },
  {
    key: 'category',
    header: text.category,
    render: (system) => <bdi>{ssoMessages.categories[system.categoryId] ?? system.categoryId}</bdi>,
  },
  { key: 'unit', header: text.unit, render: (system) => system.unit?.name ?? text.noUnit },
  {
    key: 'status',
    header: text.status,
    render: (system) => (
      <Chip
        size="small"
        variant="outlined"
        color={system.enabled ? 'success' : 'default'}
        label={system.enabled ? text.enabled : text.disabled}
      />
    ),
  },
];

/** The systems the caller manages (an Employee: their units' only), searchable by name, with edit and delete. */
export function SystemsTable() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<SsoSystem | null>(null);
  const { data, isFetching } = useSystemPage({ page, count: SYSTEMS_PAGE_SIZE, search });
  const remove = useDeleteSystem();

  const actions: TableColumn<SsoSystem> = {
    key: 'actions',
    header: text.actions,
    align: 'left',
    sx: { whiteSpace: 'nowrap' },
    render: (system) => (
      <RowActions
        editTo={pathTo('sso-detail', { id: system.id })}
        onDelete={() => setDeleting(system)}
        label={system.name}
      />
    ),
  };

  return (
    <>
      <PagedTable
        columns={[...columns, actions]}
        rows={data?.list}
        rowKey={(system) => system.id}
        pages={data?.pages}
        page={page}
        onPageChange={setPage}
        isFetching={isFetching}
        emptyText={text.empty}
        toolbar={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
            <TextField
              label={text.search}
              value={search}
              size="small"
              sx={{ minWidth: 260 }}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
            <NewSystemButton />
          </Box>
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        title={text.deleteTitle}
        text={text.deleteText(deleting?.name ?? '')}
        isPending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}
