import { useState } from 'react';
import { toPersianDigits } from '@darvazeh/shared';
import { JalaliTime } from '../../../components/jalali-time';
import { PagedTable, pageProps } from '../../../components/paged-table';
import { StatusChip } from '../../../components/status-chip';
import type { TableColumn } from '../../../components/table-columns';
import { commonMessages, functionMessages } from '../../../lib/messages';
import { useFunctionLogs, useUserNames } from '../api/log-queries';
import type { FunctionLog } from '../types';

const text = functionMessages.log;

/** «گزارش اجرا»: a function's recent server runs: when, who, how it ended, how long, how many steps. */
export function RunLog({ functionId }: { functionId: number }) {
  const [page, setPage] = useState(1);
  const query = useFunctionLogs(functionId, page);
  const callers = useUserNames(
    (query.data?.list ?? []).flatMap((row) => (row.callerId === null ? [] : [row.callerId])),
  );
  const columns: TableColumn<FunctionLog>[] = [
    { key: 'time', header: commonMessages.time, render: (row) => <JalaliTime value={row.createdAt} /> },
    {
      key: 'caller',
      header: text.caller,
      render: (row) =>
        row.callerId === null
          ? text.anonymous
          : (callers.get(row.callerId) ?? toPersianDigits(String(row.callerId))),
    },
    {
      key: 'ok',
      header: text.result,
      render: (row) =>
        row.ok ? (
          <StatusChip color="success" label={text.ok} />
        ) : (
          <StatusChip
            color="error"
            label={text.failed}
            title={row.diagnostics.map((d) => d.message).join('\n')}
          />
        ),
    },
    { key: 'duration', header: text.duration, render: (row) => toPersianDigits(String(row.durationMs)) },
    { key: 'steps', header: text.steps, render: (row) => toPersianDigits(String(row.steps)) },
  ];
  return (
    <PagedTable
      columns={columns}
      {...pageProps(query, { page, setPage })}
      label={text.title}
      pagerLabel={text.pager}
      emptyText={text.empty}
    />
  );
}
