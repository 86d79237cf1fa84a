import { lazy, Suspense, useMemo } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSourceRecords, type SourceRecord } from '../source-records';
import type { ChartCanvasProps, ChartPoint } from './chart-canvas';
import type { FieldProps } from './field-props';
import { formMessages as m } from '../../../../lib/messages';

const ChartCanvas = lazy(() => import('./chart-canvas'));

const KINDS: readonly ChartCanvasProps['kind'][] = ['bar', 'pie', 'line'];

/** Counts the records per value of the field `groupBy` (lists count once per item). */
export function groupRecords(records: readonly SourceRecord[], groupBy: string | undefined): ChartPoint[] {
  if (!groupBy) return [];
  const counts = new Map<string, number>();
  for (const record of records) {
    const raw = record.data[groupBy];
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') continue;
      const name = String(value);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  return [...counts].map(([name, value]) => ({ name, value }));
}

/** A chart of a source collection's records grouped by the field in `fnamePath` (bar, pie or line). */
export function ChartField({ field }: FieldProps) {
  const query = useSourceRecords(field.sourceId);
  const points = useMemo(
    () => groupRecords(query.data ?? [], field.fnamePath),
    [query.data, field.fnamePath],
  );
  const kind = KINDS.find((k) => k === field.chartType) ?? 'bar';
  const label = m.chartLabel(field.fname);
  let body;
  if (query.isLoading)
    body = <Skeleton variant="rounded" height={280} aria-label={m.loadingField(field.fname)} />;
  else if (query.isError) body = <Typography color="error">{m.chartFailed}</Typography>;
  else if (points.length === 0) body = <Typography color="text.secondary">{m.chartEmpty}</Typography>;
  else
    body = (
      <Suspense
        fallback={<Skeleton variant="rounded" height={280} aria-label={m.loadingField(field.fname)} />}
      >
        <ChartCanvas kind={kind} points={points} label={label} />
      </Suspense>
    );
  return (
    <Box component="figure" sx={{ m: 0, display: 'grid', gap: 1 }}>
      <Typography component="figcaption" variant="subtitle2">
        {field.fname}
      </Typography>
      {body}
    </Box>
  );
}
