// `/panel/sso/statistics`: sign-ins to the connected systems over a Jalali range — totals, logins per
// system over time, refusals by reason and the busiest systems — each chart followed by its table.
import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  dayNumberOf,
  isoDayOf,
  isoDayOfJalali,
  SSO_STATISTICS_BUCKETS,
  tehranDay,
  toPersianDigits,
  type SsoStatistics,
  type SsoStatisticsBucket,
  type SsoStatisticsQuery,
} from '@darvazeh/shared';
import { useAllSystems, useSsoStatistics } from '../api/statistics-queries';
import type { StatisticsChartProps } from './statistics-chart';
import { jalaliOfIsoDay } from '../../../lib/jalali-days';
import { ssoMessages } from '../../../lib/messages';
import { DayRange, type DayPicker } from '../../../components/day-picker';

const StatisticsChart = lazy(() => import('./statistics-chart'));
const text = ssoMessages.statistics;

export type { DayPicker };

const isoOf = (jalali: string | null) => (jalali ? isoDayOfJalali(jalali) : null);

/** The last 30 Tehran days, by day. */
function lastMonth(): SsoStatisticsQuery {
  const today = tehranDay(new Date());
  return { from: isoDayOf(dayNumberOf(today) - 29), to: today, bucket: 'day' };
}

/** How a bucket is named on the axis and in the table, in Persian digits. */
function bucketLabel(bucket: SsoStatisticsBucket, key: string, start: string): string {
  if (bucket === 'week') return text.weekOf(toPersianDigits(jalaliOfIsoDay(start)));
  return toPersianDigits(key);
}

const fa = (n: number) => toPersianDigits(n.toLocaleString('en-US'));

export function SsoStatisticsView({ DayPicker }: { DayPicker: DayPicker }) {
  const [applied, setApplied] = useState<SsoStatisticsQuery>(lastMonth);
  const [from, setFrom] = useState<string | null>(jalaliOfIsoDay(applied.from));
  const [to, setTo] = useState<string | null>(jalaliOfIsoDay(applied.to));
  const [bucket, setBucket] = useState<SsoStatisticsBucket>('day');
  const [clientId, setClientId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const systems = useAllSystems();
  const { data, isLoading } = useSsoStatistics(applied);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fromDay = isoOf(from);
    const toDay = isoOf(to);
    if (!fromDay || !toDay) return setError(text.dateInvalid);
    if (toDay < fromDay) return setError(text.rangeInvalid);
    setError(undefined);
    setApplied({ from: fromDay, to: toDay, bucket, ...(clientId ? { clientId: Number(clientId) } : {}) });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
      >
        <DayRange DayPicker={DayPicker} text={text} from={from} to={to} onFrom={setFrom} onTo={setTo} />
        <TextField
          select
          label={text.bucket}
          value={bucket}
          onChange={(event) => setBucket(event.target.value as SsoStatisticsBucket)}
          slotProps={{ select: { native: true } }}
          sx={{ flex: '0 1 120px' }}
        >
          {SSO_STATISTICS_BUCKETS.map((b) => (
            <option key={b} value={b}>
              {text.buckets[b]}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label={text.system}
          value={clientId}
          onChange={(event) => setClientId(event.target.value)}
          // «همه سامانه‌ها» is an empty value the label would otherwise sit on.
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ flex: '1 1 180px', minWidth: 0 }}
        >
          <option value="">{text.allSystems}</option>
          {(systems.data?.list ?? []).map((system) => (
            <option key={system.id} value={system.id}>
              {system.name}
            </option>
          ))}
        </TextField>
        <Button type="submit" variant="contained" sx={{ mt: 1 }}>
          {text.show}
        </Button>
        {error && (
          <Typography role="alert" color="error" sx={{ flexBasis: '100%' }}>
            {error}
          </Typography>
        )}
      </Box>
      {isLoading || !data ? (
        <Skeleton variant="rounded" height={300} />
      ) : (
        <Results data={data} bucket={applied.bucket ?? 'day'} />
      )}
    </Box>
  );
}

function Results({ data, bucket }: { data: SsoStatistics; bucket: SsoStatisticsBucket }) {
  const time = useMemo(() => timeSeries(data, bucket), [data, bucket]);
  const reasons = useMemo<StatisticsChartProps>(
    () => ({
      categories: data.refusalsByReason.map((r) => text.reasons[r.reason] ?? r.reason),
      series: [{ name: text.refusals, values: data.refusalsByReason.map((r) => r.count) }],
      label: `${text.refusalsByReason}. ${text.chartHint}`,
      horizontal: true,
    }),
    [data],
  );
  const top = useMemo<StatisticsChartProps>(
    () => ({
      categories: data.topSystems.map((s) => s.name),
      series: [{ name: text.logins, values: data.topSystems.map((s) => s.logins) }],
      label: `${text.topSystems}. ${text.chartHint}`,
      horizontal: true,
    }),
    [data],
  );
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' }}>
        {[
          [text.logins, data.totals.logins],
          [text.uniqueUsers, data.totals.uniqueUsers],
          [text.refusals, data.totals.refusals],
        ].map(([label, value]) => (
          <Paper key={label} variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
              {fa(value as number)}
            </Typography>
          </Paper>
        ))}
      </Box>
      {data.totals.logins === 0 && data.totals.refusals === 0 ? (
        <Typography color="text.secondary">{text.noData}</Typography>
      ) : (
        <>
          <Figure title={text.loginsOverTime} chart={time}>
            <DataTable
              head={[text.period, ...time.series.map((s) => s.name)]}
              rows={time.categories.map((c, i) => [c, ...time.series.map((s) => fa(s.values[i] ?? 0))])}
            />
          </Figure>
          {data.refusalsByReason.length > 0 && (
            <Figure title={text.refusalsByReason} chart={reasons}>
              <DataTable
                head={[text.reason, text.count]}
                rows={data.refusalsByReason.map((r) => [text.reasons[r.reason] ?? r.reason, fa(r.count)])}
              />
            </Figure>
          )}
          {data.topSystems.length > 0 && (
            <Figure title={text.topSystems} chart={top}>
              <DataTable
                head={[text.system, text.logins, text.uniqueUsers]}
                rows={data.topSystems.map((s) => [s.name, fa(s.logins), fa(s.uniqueUsers)])}
              />
            </Figure>
          )}
        </>
      )}
    </Box>
  );
}

/** Logins per bucket (in order), one stacked series per system. */
function timeSeries(data: SsoStatistics, bucket: SsoStatisticsBucket): StatisticsChartProps {
  const keys: string[] = [];
  const labels: string[] = [];
  for (const point of data.series) {
    if (keys.includes(point.key)) continue;
    keys.push(point.key);
    labels.push(bucketLabel(bucket, point.key, point.start));
  }
  const names = new Map(data.systems.map((s) => [s.id, s.name]));
  const ids = [...new Set(data.series.map((p) => p.clientId))];
  const series = ids.map((id) => ({
    name: names.get(id) ?? '',
    values: keys.map((key) => data.series.find((p) => p.key === key && p.clientId === id)?.logins ?? 0),
  }));
  return { categories: labels, series, label: `${text.loginsOverTime}. ${text.chartHint}` };
}

function Figure({
  title,
  chart,
  children,
}: {
  title: string;
  chart: StatisticsChartProps;
  children: React.ReactNode;
}) {
  return (
    <Box component="figure" sx={{ m: 0, display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
        <StatisticsChart {...chart} />
      </Suspense>
      {children}
    </Box>
  );
}

function DataTable({ head, rows }: { head: string[]; rows: string[][] }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {head.map((h) => (
              <TableCell key={h} component="th" scope="col">
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row[0]}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <TableCell key={i} component="th" scope="row">
                    {cell}
                  </TableCell>
                ) : (
                  <TableCell key={i}>{cell}</TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
