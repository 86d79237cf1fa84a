// One card of a dashboard as it answers: its number, chart or table, or its own Persian error in its
// place. A chart is followed by the same numbers as a table, visually hidden until asked for, so a screen
// reader (and axe) reads what the canvas draws. Each card has a menu of its exports (an Excel sheet, an
// image); a table card sorts by a click on a column's header; a row (a bar, a slice, a table row) that
// has a list behind it opens that list already filtered. Printed, a card takes a whole row and is not
// broken across pages.
import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Remove from '@mui/icons-material/Remove';
import { formatThousands, type DashboardFilterValue } from '@darvazeh/shared';
import { LoadingPlaceholder } from '../../../components/loading-placeholder';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';
import { dashboardMessages } from '../../../lib/messages';
import { exportCardExcel, exportCardImage } from '../api/card-export';
import { changeOf, changeWords, type CardChange } from '../card-change';
import {
  numberCardValue,
  seriesOf,
  sortedRows,
  tableOf,
  type CardSeries,
  type CardTable,
  type TableSort,
} from '../card-data';
import type { DashboardCard, DashboardCardData } from '../types';
import type { CardImageBody } from './card-image';
import type { DashboardChartProps, DrawnChart } from './dashboard-chart';
import { ProvinceMap, type ProvinceMapProps } from './province-map';

const DashboardChart = lazy(() => import('./dashboard-chart'));
const text = dashboardMessages.show;

/** Pixels of one grid row of the dashboard (a card's `h`). */
export const ROW_HEIGHT = 64;

const DRAWN: readonly string[] = ['bar', 'line', 'area', 'pie', 'doughnut', 'gauge'];
const isDrawn = (type: string): type is DrawnChart => DRAWN.includes(type);

/** Where a card's rows lead: the address of the list behind row `index` of its answer, or null. */
export type DrillHref = (index: number) => string | null;

interface CardViewProps {
  card: DashboardCard;
  /** The card's answer; undefined while it is on its way. */
  data: DashboardCardData | undefined;
  /** The dashboard and the filters the answer was asked with (its Excel export asks the same). */
  source: { dashboardId: number; filters: Record<string, DashboardFilterValue> };
  drill?: DrillHref;
}

/** How a card draws its answer: a number, a chart (with its table) or a table. */
type Shape =
  | { kind: 'number'; value: string; change: CardChange | null }
  | { kind: 'empty' }
  | { kind: 'table'; table: CardTable }
  | { kind: 'chart'; chart: DashboardChartProps; table: CardTable }
  | { kind: 'map'; map: ProvinceMapProps; table: CardTable };

function shapeOf(
  card: DashboardCard,
  data: DashboardCardData,
  table: CardTable,
  series: CardSeries,
  height: number,
): Shape {
  if (card.chartType === 'number') {
    const value = numberCardValue(data);
    return {
      kind: 'number',
      value: value === null ? (table.rows[0]?.[0] ?? '') : formatThousands(value),
      change: changeOf(data),
    };
  }
  if (data.rows.length === 0) return { kind: 'empty' };
  // A map of provinces: the first column names them, the first numeric one colours them.
  if (card.chartType === 'map' && series.series[0])
    return {
      kind: 'map',
      table,
      map: {
        categories: series.categories,
        values: series.series[0].values,
        label: text.chartLabel(card.title),
        height,
      },
    };
  if (card.chartType === 'table' || card.chartType === 'map' || series.series.length === 0)
    return { kind: 'table', table };
  return {
    kind: 'chart',
    table,
    chart: {
      ...series,
      kind: isDrawn(card.chartType) ? card.chartType : 'bar',
      label: text.chartLabel(card.title),
      horizontal: card.options.horizontal,
      stacked: card.options.stacked,
      gaugeMin: card.options.gaugeMin,
      gaugeMax: card.options.gaugeMax,
      height,
    },
  };
}

export function CardView({ card, data, source, drill }: CardViewProps) {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const [sort, setSort] = useState<TableSort | null>(null);
  const height = Math.max(card.layout.h * ROW_HEIGHT, 120);
  const shape = useMemo(() => {
    if (!data || data.error) return null;
    const order = sortedRows(data, card.chartType === 'table' ? sort : null);
    const sorted = { ...data, rows: order.map((i) => data.rows[i]!) };
    const table = { ...tableOf(sorted), order };
    return shapeOf(card, sorted, table, seriesOf(data), height);
  }, [card, data, sort, height]);

  const imageBody = (): CardImageBody | null =>
    !shape || shape.kind === 'empty'
      ? null
      : shape.kind === 'number'
        ? { kind: 'text', text: shape.value, note: shape.change ? changeWords(shape.change) : undefined }
        : shape.kind === 'table' || shape.kind === 'map'
          ? { kind: 'table', table: shape.table }
          : { kind: 'chart', chart: shape.chart };

  return (
    <Paper
      variant="outlined"
      component="section"
      ref={section}
      aria-labelledby={headingId}
      sx={{
        p: 2,
        display: 'grid',
        gap: 1.5,
        alignContent: 'start',
        minWidth: 0,
        // At its saved place: column x counted from the right (the grid reads right to left, so its
        // first line is the right edge), row y; on a phone and on paper, one card a row in layout order.
        gridColumn: { xs: '1 / -1', md: `${card.layout.x + 1} / span ${card.layout.w}` },
        gridRow: { xs: 'auto', md: `${card.layout.y + 1} / span ${card.layout.h}` },
        mb: { md: 2 },
        breakInside: 'avoid',
        '@media print': { gridColumn: '1 / -1', gridRow: 'auto', mb: 0 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Typography
          id={headingId}
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 700, flexGrow: 1, minWidth: 0 }}
        >
          {card.title}
        </Typography>
        <CardMenu
          title={card.title}
          ready={shape !== null}
          onExcel={() => exportCardExcel(source.dashboardId, card.id, source.filters, card.title)}
          onImage={() => {
            const body = imageBody();
            if (body) void exportCardImage(card.title, body, section.current?.clientWidth ?? 640);
          }}
        />
      </Box>
      {!data ? (
        <LoadingPlaceholder label={text.loading} height={height} />
      ) : data.error ? (
        <Alert severity="warning">{data.error}</Alert>
      ) : (
        shape && (
          <CardBody
            shape={shape}
            title={card.title}
            sort={card.chartType === 'table' ? { sort, onSort: setSort } : undefined}
            drill={drill}
          />
        )
      )}
      {data?.truncated && (
        <Typography variant="caption" color="text.secondary">
          {text.truncated}
        </Typography>
      )}
    </Paper>
  );
}

/** A card's export menu: «خروجی اکسل» and «خروجی تصویر», once the card has answered. Not printed. */
function CardMenu({
  title,
  ready,
  onExcel,
  onImage,
}: {
  title: string;
  ready: boolean;
  onExcel: () => Promise<void>;
  onImage: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <Box sx={{ displayPrint: 'none' }}>
      <IconButton
        size="small"
        aria-label={text.cardMenu(title)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        disabled={!ready}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <FileDownloadOutlined fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            void onExcel();
          }}
        >
          {text.excel}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onImage();
          }}
        >
          {text.image}
        </MenuItem>
      </Menu>
    </Box>
  );
}

interface Sorting {
  sort: TableSort | null;
  onSort: (sort: TableSort) => void;
}

function CardBody({
  shape,
  title,
  sort,
  drill,
}: {
  shape: Shape;
  title: string;
  sort?: Sorting;
  drill?: DrillHref;
}) {
  if (shape.kind === 'number')
    return (
      <Box sx={{ textAlign: 'center', py: 2 }}>
        <Typography component="p" variant="h3" sx={{ fontWeight: 700 }}>
          {shape.value}
        </Typography>
        {shape.change && <Change change={shape.change} />}
      </Box>
    );
  if (shape.kind === 'empty') return <Typography color="text.secondary">{text.empty}</Typography>;
  if (shape.kind === 'table')
    return <DataTable table={shape.table} label={text.dataTable(title)} sorting={sort} drill={drill} />;
  if (shape.kind === 'map')
    return <ChartWithTable map={shape.map} table={shape.table} title={title} drill={drill} />;
  return <ChartWithTable chart={shape.chart} table={shape.table} title={title} drill={drill} />;
}

const CHANGE_ICONS = { up: ArrowUpward, down: ArrowDownward, same: Remove } as const;

/** The change with an arrow: the words say it, the arrow only draws it. */
function Change({ change }: { change: CardChange }) {
  const Icon = CHANGE_ICONS[change.dir];
  return (
    <Typography
      component="p"
      variant="body2"
      color="text.secondary"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <Icon fontSize="small" aria-hidden />
      {changeWords(change)}
    </Typography>
  );
}

function ChartWithTable({
  chart,
  map,
  table,
  title,
  drill,
}: {
  chart?: DashboardChartProps;
  /** A map of provinces in the chart's place. */
  map?: ProvinceMapProps;
  table: CardTable;
  title: string;
  drill?: DrillHref;
}) {
  const [shown, setShown] = useState(false);
  const tableId = useId();
  const navigate = useNavigate();
  const onItem = drill
    ? (index: number) => {
        const href = drill(index);
        if (href) void navigate(href);
      }
    : undefined;
  return (
    <>
      <Box sx={{ '@media print': { '& svg': { maxWidth: '100%', height: 'auto' } } }}>
        {map ? (
          <ProvinceMap {...map} />
        ) : (
          chart && (
            <Suspense fallback={<Skeleton variant="rounded" height={chart.height} />}>
              <DashboardChart chart={chart} onItem={onItem} />
            </Suspense>
          )
        )}
      </Box>
      <Button
        size="small"
        aria-expanded={shown}
        aria-controls={tableId}
        onClick={() => setShown((s) => !s)}
        sx={{ justifySelf: 'start', displayPrint: 'none' }}
      >
        {shown ? text.hideTable : text.showTable}
      </Button>
      <Box id={tableId} sx={shown ? { minWidth: 0 } : VISUALLY_HIDDEN}>
        <DataTable table={table} label={text.dataTable(title)} focusable={shown} drill={drill} />
      </Box>
    </>
  );
}

/**
 * A card's rows under Persian headers; the first cell of a row heads it (a link to the list behind the
 * row when there is one). With `sorting`, each header sorts the rows by its column.
 */
export function DataTable({
  table,
  label,
  focusable = true,
  sorting,
  drill,
}: {
  table: CardTable;
  label: string;
  /** Reached with the keyboard to scroll it sideways; not while it is out of sight. */
  focusable?: boolean;
  sorting?: Sorting;
  drill?: DrillHref;
}) {
  const sortBy = (column: number) =>
    sorting?.onSort(
      sorting.sort?.column === column && sorting.sort.dir === 'asc'
        ? { column, dir: 'desc' }
        : { column, dir: 'asc' },
    );
  return (
    <TableContainer tabIndex={focusable ? 0 : undefined} role="region" aria-label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {table.head.map((h, i) => {
              const active = sorting?.sort?.column === i;
              const dir = active ? sorting.sort!.dir : 'asc';
              return (
                <TableCell
                  key={i}
                  component="th"
                  scope="col"
                  aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {sorting ? (
                    <TableSortLabel
                      active={active}
                      direction={dir}
                      onClick={() => sortBy(i)}
                      title={text.sortBy(h)}
                    >
                      {h}
                    </TableSortLabel>
                  ) : (
                    h
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row, r) => {
            const href = drill?.(table.order?.[r] ?? r) ?? null;
            return (
              <TableRow key={r}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <TableCell key={i} component="th" scope="row">
                      {href ? (
                        <Link component={RouterLink} to={href} tabIndex={focusable ? undefined : -1}>
                          <bdi>{cell}</bdi>
                        </Link>
                      ) : (
                        <bdi>{cell}</bdi>
                      )}
                    </TableCell>
                  ) : (
                    <TableCell key={i}>
                      <bdi>{cell}</bdi>
                    </TableCell>
                  ),
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
