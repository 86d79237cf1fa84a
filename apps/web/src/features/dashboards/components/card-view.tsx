// One card of a dashboard as it answers: its number, chart or table, or its own Persian error in its
// place. A chart is followed by the same numbers as a table, visually hidden until asked for, so a screen
// reader (and axe) reads what the canvas draws.
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatThousands } from '@darvazeh/shared';
import { dashboardMessages } from '../../../lib/messages';
import { numberCardValue, seriesOf, tableOf, type CardTable } from '../card-data';
import type { DashboardCard, DashboardCardData } from '../types';
import type { DashboardChartProps, DrawnChart } from './dashboard-chart';

const DashboardChart = lazy(() => import('./dashboard-chart'));
const text = dashboardMessages.show;

/** Pixels of one grid row of the dashboard (a card's `h`). */
export const ROW_HEIGHT = 64;

/** Out of sight but read by screen readers (and checked by axe). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

const DRAWN: readonly string[] = ['bar', 'line', 'area', 'pie', 'doughnut', 'gauge'];
const isDrawn = (type: string): type is DrawnChart => DRAWN.includes(type);

interface CardViewProps {
  card: DashboardCard;
  /** The card's answer; undefined while it is on its way. */
  data: DashboardCardData | undefined;
}

export function CardView({ card, data }: CardViewProps) {
  const headingId = useId();
  const height = Math.max(card.layout.h * ROW_HEIGHT, 120);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{
        p: 2,
        display: 'grid',
        gap: 1.5,
        alignContent: 'start',
        minWidth: 0,
        gridColumn: { xs: '1 / -1', md: `span ${card.layout.w}` },
      }}
    >
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {card.title}
      </Typography>
      {!data ? (
        <Skeleton variant="rounded" height={height} aria-label={text.loading} />
      ) : data.error ? (
        <Alert severity="warning">{data.error}</Alert>
      ) : (
        <CardBody card={card} data={data} height={height} />
      )}
      {data?.truncated && (
        <Typography variant="caption" color="text.secondary">
          {text.truncated}
        </Typography>
      )}
    </Paper>
  );
}

function CardBody({ card, data, height }: { card: DashboardCard; data: DashboardCardData; height: number }) {
  const table = useMemo(() => tableOf(data), [data]);
  const series = useMemo(() => seriesOf(data), [data]);
  if (card.chartType === 'number') {
    const value = numberCardValue(data);
    return (
      <Typography component="p" variant="h3" sx={{ fontWeight: 700, textAlign: 'center', py: 2 }}>
        {value === null ? table.rows[0]?.[0] : formatThousands(value)}
      </Typography>
    );
  }
  if (data.rows.length === 0) return <Typography color="text.secondary">{text.empty}</Typography>;
  if (card.chartType === 'table' || card.chartType === 'map' || series.series.length === 0) {
    return (
      <>
        {card.chartType === 'map' && <Typography variant="body2">{text.noMap}</Typography>}
        <DataTable table={table} label={text.dataTable(card.title)} />
      </>
    );
  }
  return (
    <ChartWithTable
      chart={{
        ...series,
        kind: isDrawn(card.chartType) ? card.chartType : 'bar',
        label: text.chartLabel(card.title),
        horizontal: card.options.horizontal,
        stacked: card.options.stacked,
        gaugeMin: card.options.gaugeMin,
        gaugeMax: card.options.gaugeMax,
        height,
      }}
      table={table}
      title={card.title}
    />
  );
}

function ChartWithTable({
  chart,
  table,
  title,
}: {
  chart: DashboardChartProps;
  table: CardTable;
  title: string;
}) {
  const [shown, setShown] = useState(false);
  const tableId = useId();
  return (
    <>
      <Suspense fallback={<Skeleton variant="rounded" height={chart.height} />}>
        <DashboardChart {...chart} />
      </Suspense>
      <Button
        size="small"
        aria-expanded={shown}
        aria-controls={tableId}
        onClick={() => setShown((s) => !s)}
        sx={{ justifySelf: 'start' }}
      >
        {shown ? text.hideTable : text.showTable}
      </Button>
      <Box id={tableId} sx={shown ? { minWidth: 0 } : VISUALLY_HIDDEN}>
        <DataTable table={table} label={text.dataTable(title)} focusable={shown} />
      </Box>
    </>
  );
}

/** A card's rows under Persian headers; the first cell of a row heads it. */
export function DataTable({
  table,
  label,
  focusable = true,
}: {
  table: CardTable;
  label: string;
  /** Reached with the keyboard to scroll it sideways; not while it is out of sight. */
  focusable?: boolean;
}) {
  return (
    <TableContainer tabIndex={focusable ? 0 : undefined} role="region" aria-label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {table.head.map((h, i) => (
              <TableCell key={i} component="th" scope="col">
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row, r) => (
            <TableRow key={r}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <TableCell key={i} component="th" scope="row">
                    <bdi>{cell}</bdi>
                  </TableCell>
                ) : (
                  <TableCell key={i}>
                    <bdi>{cell}</bdi>
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
