import { lazy, Suspense, useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StoredQueryRows } from '@darvazeh/shared';
import { cellOf, useQueryRows, useSourceRecords, type SourceRecord } from '../source-records';
import type { ChartCanvasProps, ChartPoint } from './chart-canvas';
import type { FieldProps } from './field-props';
import { LoadingPlaceholder } from '../../../../components/loading-placeholder';
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

/**
 * The points of a stored query's rows: the label from `fnamePath` (else the first column), the value from
 * the first other column whose values are all numbers — the key column (mapBy) only when no other is.
 */
export function queryPoints(answer: StoredQueryRows, labelColumn: string | undefined): ChartPoint[] {
  const label = labelColumn ?? answer.columns[0];
  if (label === undefined) return [];
  const numeric = answer.columns.filter(
    (name) =>
      name !== label &&
      answer.rows.length > 0 &&
      answer.rows.every((row) => {
        const value = cellOf(answer, row, name);
        return value === null || (typeof value === 'number' && Number.isFinite(value));
      }),
  );
  const valueColumn = numeric.find((name) => name !== answer.mapBy) ?? numeric[0];
  if (valueColumn === undefined) return [];
  return answer.rows.flatMap((row) => {
    const name = cellOf(answer, row, label);
    const value = cellOf(answer, row, valueColumn);
    if (typeof value !== 'number' || name === null || name === undefined) return [];
    return [{ name: typeof name === 'string' ? name : JSON.stringify(name), value }];
  });
}

/**
 * A chart (bar, pie or line) of a stored query's rows (`queryId`), or of a source collection's records
 * grouped by the field in `fnamePath`.
 */
export function ChartField({ field }: FieldProps) {
  const fromQuery = field.queryId != null && field.queryId !== '';
  const records = useSourceRecords(fromQuery ? null : field.sourceId);
  const rows = useQueryRows(fromQuery ? field.queryId : null);
  const query = fromQuery ? rows : records;
  const points = useMemo(
    () =>
      fromQuery
        ? rows.data
          ? queryPoints(rows.data, field.fnamePath)
          : []
        : groupRecords(records.data ?? [], field.fnamePath),
    [fromQuery, rows.data, records.data, field.fnamePath],
  );
  const kind = KINDS.find((k) => k === field.chartType) ?? 'bar';
  const label = m.chartLabel(field.fname);
  let body;
  if (query.isLoading) body = <LoadingPlaceholder label={m.loadingField(field.fname)} height={280} />;
  else if (query.isError) body = <Typography color="error">{m.chartFailed}</Typography>;
  else if (points.length === 0) body = <Typography color="text.secondary">{m.chartEmpty}</Typography>;
  else
    body = (
      <Suspense fallback={<LoadingPlaceholder label={m.loadingField(field.fname)} height={280} />}>
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
