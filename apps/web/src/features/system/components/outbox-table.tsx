import Typography from '@mui/material/Typography';
import { JalaliTime } from '../../../components/jalali-time';
import { ListToolbar } from '../../../components/list-toolbar';
import { PagedTable, pageProps } from '../../../components/paged-table';
import { type TableColumn } from '../../../components/table-columns';
import { StatusChip } from '../../../components/status-chip';
import { useListSearch } from '../../../lib/use-list-search';
import { useOutbox } from '../api/outbox-queries';
import type { OutboxItem } from '../types';
import { commonMessages, systemMessages } from '../../../lib/messages';

const text = systemMessages.outbox;

function Status({ item }: { item: OutboxItem }) {
  if (item.sentAt) return <StatusChip color="success" label={text.sent} />;
  if (item.error) return <StatusChip color="error" label={text.failed} title={item.error} />;
  return <StatusChip label={text.kept} />;
}

const columns: TableColumn<OutboxItem>[] = [
  {
    key: 'time',
    header: commonMessages.time,
    render: (item) => <JalaliTime value={item.createdAt} />,
    sx: { whiteSpace: 'nowrap' },
  },
  { key: 'to', header: text.to, render: (item) => <bdi>{item.to}</bdi> },
  { key: 'subject', header: text.subject, render: (item) => item.subject },
  {
    key: 'body',
    header: commonMessages.text,
    render: (item) => item.body,
    sx: { whiteSpace: 'pre-wrap', maxWidth: 420 },
  },
  { key: 'status', header: commonMessages.status, render: (item) => <Status item={item} /> },
];

/** The mail the portal sent (or kept, without an SMTP server), newest first, searchable by recipient. */
export function OutboxTable() {
  const list = useListSearch();
  const query = useOutbox(list.page, list.search);

  return (
    <PagedTable
      columns={columns}
      {...pageProps(query, list)}
      emptyText={text.empty}
      pagerLabel={text.pages}
      toolbar={
        <>
          <Typography color="text.secondary">{text.hint}</Typography>
          <ListToolbar search={{ label: text.search, value: list.search, onChange: list.setSearch }} />
        </>
      }
    />
  );
}
