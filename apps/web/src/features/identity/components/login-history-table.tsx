import { useState } from 'react';
import {
  AUTH_PENDING_RESULTS,
  AUTH_RESULT_LABELS,
  AUTH_SUCCESS_RESULTS,
  type AuthResult,
} from '@darvazeh/shared';
import { JalaliTime } from '../../../components/jalali-time';
import { PagedTable, pageProps } from '../../../components/paged-table';
import { type TableColumn } from '../../../components/table-columns';
import { StatusChip } from '../../../components/status-chip';
import { deviceName } from '../../../lib/device-name';
import { useLoginHistory } from '../api/account-queries';
import type { LoginHistoryItem } from '../types';
import { commonMessages, identityMessages } from '../../../lib/messages';

function resultColor(result: AuthResult): 'success' | 'info' | 'error' {
  if (AUTH_SUCCESS_RESULTS.includes(result)) return 'success';
  return AUTH_PENDING_RESULTS.includes(result) ? 'info' : 'error';
}

const text = identityMessages.loginHistory;

const columns: TableColumn<LoginHistoryItem>[] = [
  {
    key: 'time',
    header: commonMessages.time,
    render: (row) => <JalaliTime value={row.createdAt} />,
    sx: { whiteSpace: 'nowrap' },
  },
  {
    key: 'ip',
    header: commonMessages.ip,
    render: (row) => (row.ip ? <bdi>{row.ip}</bdi> : commonMessages.unknown),
  },
  {
    key: 'device',
    header: commonMessages.device,
    render: (row) => (row.device ? <bdi>{deviceName(row.device)}</bdi> : commonMessages.unknown),
    title: (row) => row.device ?? undefined,
  },
  {
    key: 'result',
    header: text.result,
    render: (row) => <StatusChip color={resultColor(row.result)} label={AUTH_RESULT_LABELS[row.result]} />,
  },
];

/** The user's sign-in attempts, newest first, a page at a time: Jalali time, IP, device and result. */
export function LoginHistoryTable() {
  const [page, setPage] = useState(1);
  const query = useLoginHistory(page);
  return (
    <PagedTable
      columns={columns}
      {...pageProps(query, { page, setPage })}
      emptyText={text.empty}
      pagerLabel={text.pages}
    />
  );
}
