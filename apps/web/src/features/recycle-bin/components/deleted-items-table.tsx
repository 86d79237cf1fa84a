import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import { toPersianDigits, truncateLabel } from '@darvazeh/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { JalaliTime } from '../../../components/jalali-time';
import { PagedTable, pageProps } from '../../../components/paged-table';
import { actionsColumn, type TableColumn } from '../../../components/table-columns';
import { useDeletedAction, useDeletedItems, useDeletedKinds } from '../api/recycle-bin-queries';
import type { DeletedFilter, DeletedItem } from '../types';
import type { DateFieldRenderer } from '../../../components/date-field';
import { DeletedFilterBar } from './deleted-filter-bar';
import { commonMessages, recycleBinMessages as text, routeNames } from '../../../lib/messages';

const withText = (item: DeletedItem) =>
  item.with.map((w) => text.withItems(toPersianDigits(String(w.count)), w.label)).join('، ');

/** The restore and purge buttons of a row, named after it for screen readers. */
function RowButtons({
  item,
  busy,
  onRestore,
  onPurge,
}: {
  item: DeletedItem;
  busy: boolean;
  onRestore: () => void;
  onPurge: () => void;
}) {
  return (
    <>
      <IconButton
        aria-label={`${text.restore} ${item.name}`}
        title={text.restore}
        onClick={onRestore}
        disabled={busy}
      >
        <RestoreFromTrashOutlined />
      </IconButton>
      <IconButton
        aria-label={`${text.purge} ${item.name}`}
        title={text.purge}
        color="error"
        onClick={onPurge}
        disabled={busy}
      >
        <DeleteForeverOutlined />
      </IconButton>
    </>
  );
}

/**
 * Every deleted thing in one list (موارد حذف‌شده), newest deletion first, narrowed by kind and by the
 * Jalali days it was deleted in; a row is restored at once, or purged for good after a confirmation.
 */
export function DeletedItemsTable({ renderDate }: { renderDate: DateFieldRenderer }) {
  const [filter, setFilter] = useState<DeletedFilter>({ kind: null, from: null, to: null });
  const [page, setPage] = useState(1);
  const [purging, setPurging] = useState<DeletedItem | null>(null);
  const kinds = useDeletedKinds().data;
  const query = useDeletedItems(filter, page);
  const restore = useDeletedAction('restore');
  const purge = useDeletedAction('purge');
  const busy = restore.isPending || purge.isPending;

  const columns: TableColumn<DeletedItem>[] = [
    { key: 'kind', header: text.kind, render: (item) => item.kindLabel, sx: { whiteSpace: 'nowrap' } },
    {
      key: 'name',
      header: commonMessages.name,
      title: (item) => item.name,
      render: (item) => (
        <>
          <bdi>{truncateLabel(item.name)}</bdi>
          {item.with.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {withText(item)}
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'deleter',
      header: text.deleter,
      render: (item) => item.deleter?.fullName ?? commonMessages.unknown,
    },
    {
      key: 'deletedAt',
      header: text.deletedAt,
      render: (item) => <JalaliTime value={item.deletedAt} />,
      sx: { whiteSpace: 'nowrap' },
    },
    actionsColumn((item) => (
      <RowButtons
        item={item}
        busy={busy}
        onRestore={() => restore.mutate({ kind: item.kind, id: item.id })}
        onPurge={() => setPurging(item)}
      />
    )),
  ];

  const retention =
    kinds === undefined
      ? null
      : kinds.retentionDays > 0
        ? text.retention(toPersianDigits(String(kinds.retentionDays)))
        : text.keptUntilPurged;

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <PagedTable
        columns={columns}
        {...pageProps(query, { page, setPage })}
        rowKey={(item) => `${item.kind}-${item.id}`}
        emptyText={text.empty}
        label={routeNames.deletedItems}
        pagerLabel={text.pages}
        toolbar={
          <>
            <Typography color="text.secondary">
              {text.hint} {retention}
            </Typography>
            <DeletedFilterBar
              kinds={kinds?.list ?? []}
              filter={filter}
              onApply={(next) => {
                setFilter(next);
                setPage(1);
              }}
              renderDate={renderDate}
            />
          </>
        }
      />
      <ConfirmDialog
        open={purging !== null}
        title={text.purge}
        text={purging ? text.purgeText(purging.kindLabel, purging.name) : ''}
        confirmLabel={text.purge}
        isPending={purge.isPending}
        onClose={() => setPurging(null)}
        onConfirm={() =>
          purging &&
          purge.mutate({ kind: purging.kind, id: purging.id }, { onSettled: () => setPurging(null) })
        }
      />
    </Box>
  );
}
