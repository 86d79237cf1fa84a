import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { toPersianDigits, type EventOnLogItem, type SystemEventItem } from '@darvazeh/shared';
import { JalaliTime } from '../../../components/jalali-time';
import { PagedTable, pageProps } from '../../../components/paged-table';
import type { TableColumn } from '../../../components/table-columns';
import { commonMessages, eventMessages } from '../../../lib/messages';
import { useEventRuns } from '../api/event-queries';
import { OutcomeChip, RunDetails } from './run-details';

const text = eventMessages;

/** An event's runs, newest first: when, what happened, how it ended; a row opens its details. */
export function EventRunsDialog({ event, onClose }: { event: SystemEventItem; onClose: () => void }) {
  const titleId = useId();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<EventOnLogItem | null>(null);
  const query = useEventRuns(event.id, page);
  const columns: TableColumn<EventOnLogItem>[] = [
    { key: 'time', header: commonMessages.time, render: (run) => <JalaliTime value={run.occurredAt} /> },
    { key: 'summary', header: text.occurrence, render: (run) => run.summary },
    { key: 'outcome', header: text.outcome, render: (run) => <OutcomeChip run={run} /> },
    { key: 'attempt', header: text.attempt, render: (run) => toPersianDigits(String(run.attempt)) },
    {
      key: 'details',
      header: text.details,
      render: (run) => (
        <Button size="small" onClick={() => setOpen(run)}>
          {text.details}
        </Button>
      ),
    },
  ];
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{text.runsTitle(event.fname)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <PagedTable
          columns={columns}
          {...pageProps(query, { page, setPage })}
          label={text.runs}
          pagerLabel={text.runsPager}
          emptyText={text.runsEmpty}
        />
        {open && <RunDetails run={open} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
