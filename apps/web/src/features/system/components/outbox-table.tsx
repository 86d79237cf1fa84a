import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { JalaliTime } from '../../../components/jalali-time';
import { PagedTable, type TableColumn } from '../../../components/paged-table';
import { messages } from '../../../lib/messages';
import { useOutbox } from '../api/outbox-queries';
import type { OutboxItem } from '../types';

const text = messages.outbox;

function Status({ item }: { item: OutboxItem }) {
  if (item.sentAt) return <Chip size="small" variant="outlined" color="success" label={text.sent} />;
  if (item.error)
    return <Chip size="small" variant="outlined" color="error" label={text.failed} title={item.error} />;
  return <Chip size="small" variant="outlined" label={text.kept} />;
}

const columns: TableColumn<OutboxItem>[] = [
  {
    key: 'time',
    header: text.time,
    render: (item) => <JalaliTime value={item.createdAt} />,
    sx: { whiteSpace: 'nowrap' },
  },
  { key: 'to', header: text.to, render: (item) => <bdi>{item.to}</bdi> },
  { key: 'subject', header: text.subject, render: (item) => item.subject },
  {
    key: 'body',
    header: text.body,
    render: (item) => item.body,
    sx: { whiteSpace: 'pre-wrap', maxWidth: 420 },
  },
  { key: 'status', header: text.status, render: (item) => <Status item={item} /> },
];

/** The mail the portal sent (or kept, without an SMTP server), newest first, searchable by recipient. */
export function OutboxTable() {
  const [page, setPage] = useState(1);
  const [to, setTo] = useState('');
  const { data, isFetching } = useOutbox(page, to);

  return (
    <PagedTable
      columns={columns}
      rows={data?.list}
      rowKey={(item) => item.id}
      pages={data?.pages}
      page={page}
      onPageChange={setPage}
      isFetching={isFetching}
      emptyText={text.empty}
      pagerLabel={text.pages}
      toolbar={
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography color="text.secondary">{text.hint}</Typography>
          <TextField
            label={text.search}
            value={to}
            size="small"
            sx={{ maxWidth: 360 }}
            onChange={(event) => {
              setTo(event.target.value);
              setPage(1);
            }}
          />
        </Box>
      }
    />
  );
}
