// The columns of a PagedTable, and the two every admin list has: the row's name and its buttons.
import type { ReactNode } from 'react';
import type { TableCellProps } from '@mui/material/TableCell';
import type { SxProps, Theme } from '@mui/material/styles';
import { truncateLabel } from '@darvazeh/shared';
import { StatusChip } from './status-chip';
import { commonMessages } from '../lib/messages';

/** One column: its Persian header and how a row shows in it. */
export interface TableColumn<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  align?: TableCellProps['align'];
  sx?: SxProps<Theme>;
  /** The cell's tooltip (the whole text of a cut one). */
  title?: (row: T) => string | undefined;
}

/** The column of a row's name, cut to a table-friendly length and shown whole in its tooltip. */
export function nameColumn<T>(header: string, name: (row: T) => string): TableColumn<T> {
  return { key: 'name', header, render: (row) => truncateLabel(name(row)), title: name };
}

/** The column of an on/off state (published, enabled): a green chip when on, a grey one when off. */
export function onOffColumn<T>(
  header: string,
  isOn: (row: T) => boolean,
  labels: { on: string; off: string },
): TableColumn<T> {
  return {
    key: 'status',
    header,
    render: (row) =>
      isOn(row) ? <StatusChip color="success" label={labels.on} /> : <StatusChip label={labels.off} />,
  };
}

/** The column of a row's buttons (edit, delete…), kept on one line at the row's end. */
export function actionsColumn<T>(render: (row: T) => ReactNode): TableColumn<T> {
  return {
    key: 'actions',
    header: commonMessages.actions,
    align: 'left',
    sx: { whiteSpace: 'nowrap' },
    render,
  };
}
