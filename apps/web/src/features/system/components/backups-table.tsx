import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import { formatJalaliDateTime, toPersianDigits, type BackupItem } from '@darvazeh/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { JalaliTime } from '../../../components/jalali-time';
import { PagedTable, pageProps } from '../../../components/paged-table';
import type { TableColumn } from '../../../components/table-columns';
import { backupMessages as m, commonMessages, routeNames } from '../../../lib/messages';
import {
  backupDownloadUrl,
  useBackups,
  useDeleteBackup,
  useStartBackup,
  useStartRestore,
} from '../api/backup-queries';
import { BackupState } from './backup-state';

type Asked = { kind: 'restore' | 'delete'; item: BackupItem } | null;

function Actions({
  item,
  onAsk,
  locked,
}: {
  item: BackupItem;
  onAsk: (asked: Asked) => void;
  locked: boolean;
}) {
  const name = toPersianDigits(item.fileName);
  const verified = item.state === 'verified';
  const finished = verified || item.state === 'failed';
  return (
    <>
      {verified && (
        <IconButton
          component="a"
          href={backupDownloadUrl(item.id)}
          download={item.fileName}
          aria-label={commonMessages.downloadOf(name)}
          title={commonMessages.download}
        >
          <DownloadOutlined />
        </IconButton>
      )}
      {verified && (
        <IconButton
          aria-label={m.restoreOf(name)}
          title={m.restore}
          disabled={locked}
          onClick={() => onAsk({ kind: 'restore', item })}
        >
          <RestoreOutlined />
        </IconButton>
      )}
      {finished && (
        <IconButton
          aria-label={`${commonMessages.delete} ${name}`}
          title={commonMessages.delete}
          disabled={locked}
          onClick={() => onAsk({ kind: 'delete', item })}
        >
          <DeleteOutlined />
        </IconButton>
      )}
    </>
  );
}

/**
 * The backups, newest first: when, what started it, its state (a progress bar while it runs), its size, and
 * download, restore (after a confirmation) and delete. `locked`: a restore runs, so nothing else may start.
 */
export function BackupsTable({ locked }: { locked: boolean }) {
  const [page, setPage] = useState(1);
  const [asked, setAsked] = useState<Asked>(null);
  const query = useBackups(page);
  const start = useStartBackup();
  const restore = useStartRestore();
  const remove = useDeleteBackup();
  const running =
    query.data?.list.some((item) => item.state === 'queued' || item.state === 'running') ?? false;

  const columns: TableColumn<BackupItem>[] = [
    {
      key: 'time',
      header: commonMessages.time,
      render: (item) => <JalaliTime value={item.createdAt} />,
      sx: { whiteSpace: 'nowrap' },
    },
    { key: 'trigger', header: commonMessages.kind, render: (item) => m.triggers[item.trigger] },
    { key: 'state', header: commonMessages.status, render: (item) => <BackupState item={item} /> },
    {
      key: 'size',
      header: m.size,
      render: (item) => (item.size === null ? '' : m.megabytes(item.size)),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      key: 'actions',
      header: commonMessages.actions,
      render: (item) => <Actions item={item} onAsk={setAsked} locked={locked} />,
      sx: { whiteSpace: 'nowrap' },
    },
  ];

  const confirm = () => {
    if (!asked) return;
    const mutation = asked.kind === 'restore' ? restore : remove;
    mutation.mutate(asked.item.id, { onSettled: () => setAsked(null) });
  };

  return (
    <>
      <PagedTable
        columns={columns}
        {...pageProps(query, { page, setPage })}
        emptyText={m.empty}
        label={routeNames.backups}
        pagerLabel={m.pages}
        toolbar={
          <>
            <Typography color="text.secondary">{m.hint}</Typography>
            <Button
              variant="contained"
              sx={{ justifySelf: 'start', alignSelf: 'start' }}
              loading={start.isPending}
              disabled={running || locked}
              onClick={() => start.mutate()}
            >
              {m.create}
            </Button>
          </>
        }
      />
      <ConfirmDialog
        open={asked !== null}
        title={asked?.kind === 'restore' ? m.restoreTitle : m.deleteTitle}
        text={
          asked?.kind === 'restore'
            ? m.restoreWarning(toPersianDigits(formatJalaliDateTime(asked.item.createdAt)))
            : m.deleteWarning
        }
        confirmLabel={asked?.kind === 'restore' ? m.restore : commonMessages.delete}
        isPending={restore.isPending || remove.isPending}
        onConfirm={confirm}
        onClose={() => setAsked(null)}
      />
    </>
  );
}
