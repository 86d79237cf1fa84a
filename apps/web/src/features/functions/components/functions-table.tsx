import Button from '@mui/material/Button';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import { Link as RouterLink } from 'react-router';
import { SearchedTable, useNamedTable } from '../../../components/searched-table';
import { CreateLink } from '../../../components/list-toolbar';
import { FunctionSideChip } from '../../../components/flow-editor';
import { nameColumn, type TableColumn } from '../../../components/table-columns';
import { functionMessages } from '../../../lib/messages';
import { pathTo } from '../../../lib/paths';
import { useDeleteFunction, useFunctionPage } from '../api/function-queries';
import type { FunctionItem } from '../types';

const text = functionMessages.list;

/** The chip of where a function runs (SPEC §4). */
const columns: TableColumn<FunctionItem>[] = [
  nameColumn(functionMessages.name, (fn) => fn.fname),
  {
    key: 'ename',
    header: functionMessages.ename,
    render: (fn) => <bdi dir="ltr">{fn.ename}</bdi>,
  },
  { key: 'callOn', header: functionMessages.callOnLabel, render: (fn) => functionMessages.callOn[fn.callOn] },
  {
    key: 'side',
    header: functionMessages.side,
    render: (fn) => <FunctionSideChip isServerSide={fn.isServerSide} />,
  },
];

/** Every function, searchable by name, with its help page, edit and delete. */
export function FunctionsTable() {
  const { table, actions } = useNamedTable(useFunctionPage, useDeleteFunction(), text, 'fname', (fn) => ({
    links: [
      {
        to: pathTo('function-help', { ename: fn.ename }),
        label: text.helpLink,
        icon: <HelpOutlineOutlined />,
      },
    ],
    editTo: pathTo('function-detail', { id: fn.id }),
  }));
  return (
    <SearchedTable
      table={table}
      columns={[...columns, actions]}
      label={functionMessages.listLabel}
      emptyText={text.empty}
      tools={
        <>
          <Button component={RouterLink} to={pathTo('unit-accesses')} startIcon={<KeyOutlined />}>
            {text.accesses}
          </Button>
          <Button component={RouterLink} to={pathTo('query-list')} startIcon={<ManageSearchOutlined />}>
            {text.queries}
          </Button>
          <Button component={RouterLink} to={pathTo('external-services')} startIcon={<PublicOutlined />}>
            {text.externalServices}
          </Button>
          <CreateLink label={text.create} to={pathTo('function-new')} />
        </>
      }
    />
  );
}
