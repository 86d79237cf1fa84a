import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import {
  normalizeText,
  REQUEST_STATE_LABELS,
  REQUEST_STATES,
  type RequestItem,
  type RequestState,
  requestStatusLabel,
} from '@darvazeh/shared';
import { PagedCards } from '../../../components/paged-cards';
import { PagedTable } from '../../../components/paged-table';
import { SelectField } from '../../../components/select-field';
import type { TableColumn } from '../../../components/table-columns';
import { applicantMessages, commonMessages } from '../../../lib/messages';
import { pathTo } from '../../../lib/paths';
import { useApplicantServices, useMyRequests } from '../api/applicant-queries';
import { jalaliDateTime, jalaliDay, shownTrackingCode } from '../applicant-format';
import { RequestStateChip } from './request-state-chip';

const text = applicantMessages.inbox;

/** `value`, once it has stopped changing for a moment (typed filters ask the server once, not per key). */
function useSettled<T>(value: T, ms = 350): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** A filter's select shows «همه» when nothing is chosen. */
const showAll = { select: { displayEmpty: true }, inputLabel: { shrink: true } };

const linkTo = (row: RequestItem) => pathTo('my-request', { id: row.id });

const columns: readonly TableColumn<RequestItem>[] = [
  {
    key: 'trackingCode',
    header: text.trackingCode,
    render: (row) => (
      <Link component={RouterLink} to={linkTo(row)} aria-label={text.open(row.trackingCode)}>
        {shownTrackingCode(row.trackingCode)}
      </Link>
    ),
  },
  { key: 'service', header: text.service, render: (row) => row.serviceFname },
  { key: 'status', header: text.status, render: (row) => requestStatusLabel(row.status) },
  {
    key: 'state',
    header: text.state,
    render: (row) => <RequestStateChip state={row.state} awaitingApplicant={row.awaitingApplicant} mine />,
  },
  { key: 'createdAt', header: text.submittedAt, render: (row) => jalaliDateTime(row.createdAt) },
  {
    key: 'expectedOn',
    header: text.expectedOn,
    render: (row) => (row.expectedOn ? jalaliDay(row.expectedOn) : '—'),
  },
];

function RequestCard({ row }: { row: RequestItem }) {
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={linkTo(row)} sx={{ p: 2, display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 700 }}>{row.serviceFname}</Typography>
          <RequestStateChip state={row.state} awaitingApplicant={row.awaitingApplicant} mine />
        </Box>
        <Typography variant="body2">
          {text.trackingCode}: {shownTrackingCode(row.trackingCode)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text.status}: {requestStatusLabel(row.status)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text.submittedAt}: {jalaliDateTime(row.createdAt)}
        </Typography>
        {row.expectedOn && (
          <Typography variant="body2" color="text.secondary">
            {text.expectedOn}: {jalaliDay(row.expectedOn)}
          </Typography>
        )}
      </CardActionArea>
    </Card>
  );
}

/**
 * The applicant's own requests: filters by state, service, tracking code and text; a table on wide
 * screens and cards on phones; pages.
 */
export function MyRequestsList() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [page, setPage] = useState(1);
  const [state, setState] = useState<RequestState | null>(null);
  const [serviceId, setServiceId] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const [search, setSearch] = useState('');
  const typed = useSettled({ code: normalizeText(code).replace(/\s/g, ''), search: search.trim() });
  const services = useApplicantServices();
  const list = useMyRequests({
    page,
    ...(state ? { state } : {}),
    ...(serviceId ? { serviceId } : {}),
    ...(typed.code ? { trackingCode: typed.code } : {}),
    ...(typed.search ? { q: typed.search } : {}),
  });
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const toolbar = (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 140px), 1fr))',
      }}
    >
      <SelectField
        label={text.state}
        value={state}
        noneLabel={commonMessages.all}
        options={REQUEST_STATES.map((value) => ({ value, label: REQUEST_STATE_LABELS[value] }))}
        onChange={filter(setState)}
        slotProps={showAll}
      />
      <SelectField
        label={text.service}
        value={serviceId}
        noneLabel={commonMessages.all}
        options={(services.data ?? []).map((s) => ({ value: s.id, label: s.serviceFname }))}
        onChange={filter(setServiceId)}
        slotProps={showAll}
      />
      <TextField
        label={text.trackingCode}
        value={code}
        onChange={(event) => filter(setCode)(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
      />
      <TextField
        type="search"
        label={text.search}
        value={search}
        onChange={(event) => filter(setSearch)(event.target.value)}
      />
    </Box>
  );

  const shown = {
    rows: list.data?.list,
    pages: list.data?.pages,
    page,
    onPageChange: setPage,
    isFetching: list.isFetching,
    emptyText: text.empty,
    label: text.requests,
    pagerLabel: text.pagerLabel,
    toolbar,
  };
  return wide ? (
    <PagedTable {...shown} columns={columns} />
  ) : (
    <PagedCards {...shown} renderCard={(row) => <RequestCard row={row} />} />
  );
}
