import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { toPersianDigits, type RequestItem, requestStatusLabel } from '@darvazeh/shared';
import { JalaliDay, JalaliTime } from '../../../components/jalali-time';
import { PagedTable, type PageOf } from '../../../components/paged-table';
import type { TableColumn } from '../../../components/table-columns';
import { pathTo } from '../../../lib/paths';
import { RequestStateChip } from './request-state-chip';
import { TrackingCode } from './task-cells';
import { inboxMessages as m } from '../../../lib/messages';

const col = m.columns;
const opening: TableColumn<RequestItem> = {
  key: 'code',
  header: col.trackingCode,
  render: (r) => (
    <Link
      component={RouterLink}
      to={pathTo('admin-request', { id: r.id })}
      aria-label={m.openRequest(toPersianDigits(r.trackingCode))}
      sx={{ fontWeight: 700 }}
    >
      <TrackingCode code={r.trackingCode} />
    </Link>
  ),
};
const plain: TableColumn<RequestItem> = {
  key: 'code',
  header: col.trackingCode,
  render: (r) => <TrackingCode code={r.trackingCode} />,
};
const rest: TableColumn<RequestItem>[] = [
  { key: 'service', header: col.service, render: (r) => r.serviceFname },
  { key: 'applicant', header: col.applicant, render: (r) => r.applicantName },
  {
    key: 'state',
    header: col.state,
    render: (r) => <RequestStateChip state={r.state} awaitingApplicant={r.awaitingApplicant} />,
  },
  { key: 'status', header: m.filters.requestState, render: (r) => requestStatusLabel(r.status) },
  { key: 'created', header: col.createdAt, render: (r) => <JalaliTime value={r.createdAt} /> },
  {
    key: 'expected',
    header: col.expectedOn,
    render: (r) => (r.expectedOn ? <JalaliDay value={r.expectedOn} /> : '—'),
  },
];

/**
 * Requests: every request (the Admin's inbox), each opening its page with its tasks and history; or, not
 * `openable`, those an Employee's units own (their inbox's requests view), whose tasks open from the boxes.
 */
export function RequestList({ openable = true, ...props }: PageOf<RequestItem> & { openable?: boolean }) {
  return (
    <PagedTable
      {...props}
      columns={[openable ? opening : plain, ...rest]}
      emptyText={m.emptyRequests}
      label={m.requestTable}
      pagerLabel={m.pages}
    />
  );
}
