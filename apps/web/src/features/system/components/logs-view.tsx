// `/panel/system-setting/logs-list`: every log in one list — kind, outcome, user, Jalali days and free
// text as filters — a row's details in a dialog, and the matching rows as an Excel file.
import { useState, type FormEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatJalaliDate,
  jalaliDayStart,
  LOG_KIND_LABELS,
  LOG_KINDS,
  LOG_OUTCOME_LABELS,
  LOG_OUTCOMES,
  LOG_PAGE_SIZE,
  logExportRequest,
  tehranDay,
  type LogEntry,
  type LogExportRequest,
  type LogKind,
  type LogOutcome,
  type LogUser,
} from '@darvazeh/shared';
import { JalaliTime } from '../../../components/jalali-time';
import { PagedTable, pageProps } from '../../../components/paged-table';
import { type TableColumn } from '../../../components/table-columns';
import { StatusChip } from '../../../components/status-chip';
import { exportLogs, useLogList, useLogUsers } from '../api/log-queries';
import { LogDetailDialog } from './log-detail-dialog';
import { commonMessages, systemMessages } from '../../../lib/messages';
import { DayRange, type DayPicker } from '../../../components/day-picker';

const text = systemMessages.logs;

export type { DayPicker };

const jalaliOf = (isoDay: string) => formatJalaliDate(`${isoDay}T12:00:00Z`);
function isoOf(jalali: string | null): string {
  const start = jalali ? jalaliDayStart(jalali) : null;
  return start ? tehranDay(new Date(start.getTime() + 3_600_000)) : '';
}

// A warning's chip stays neutral: the theme's warning colour is too light for text on white (axe).
const OUTCOME_COLORS: Record<LogOutcome, 'success' | 'error' | 'default'> = {
  success: 'success',
  failure: 'error',
  pending: 'default',
  warning: 'default',
  error: 'error',
};

function columns(open: (row: LogEntry) => void): TableColumn<LogEntry>[] {
  return [
    {
      key: 'time',
      header: commonMessages.time,
      render: (row) => <JalaliTime value={row.at} />,
      sx: { whiteSpace: 'nowrap' },
    },
    { key: 'kind', header: text.kind, render: (row) => LOG_KIND_LABELS[row.kind] },
    {
      key: 'outcome',
      header: text.outcome,
      render: (row) => (
        <StatusChip color={OUTCOME_COLORS[row.outcome]} label={LOG_OUTCOME_LABELS[row.outcome]} />
      ),
    },
    { key: 'user', header: text.user, render: (row) => <bdi>{row.userName ?? text.noUser}</bdi> },
    {
      key: 'summary',
      header: text.summary,
      render: (row) => <bdi>{row.summary}</bdi>,
      sx: { maxWidth: 360 },
    },
    {
      key: 'actions',
      header: commonMessages.actions,
      render: (row) => (
        <Button size="small" onClick={() => open(row)}>
          {text.details}
        </Button>
      ),
    },
  ];
}

export function LogsView({ DayPicker }: { DayPicker: DayPicker }) {
  const today = tehranDay(new Date());
  const [applied, setApplied] = useState<LogExportRequest>({ from: today, to: today });
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<LogKind | ''>('');
  const [outcome, setOutcome] = useState<LogOutcome | ''>('');
  const [from, setFrom] = useState<string | null>(jalaliOf(today));
  const [to, setTo] = useState<string | null>(jalaliOf(today));
  const [user, setUser] = useState<LogUser | null>(null);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [open, setOpen] = useState<LogEntry | null>(null);
  const list = useLogList({ ...applied, page, count: LOG_PAGE_SIZE });
  const users = useLogUsers(typed);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = logExportRequest.safeParse({
      from: isoOf(from),
      to: isoOf(to),
      ...(kind ? { kind } : {}),
      ...(outcome ? { outcome } : {}),
      ...(user ? { userId: user.id } : {}),
      ...(search.trim() ? { text: search.trim() } : {}),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setPage(1);
    setApplied(parsed.data);
  };

  const select = <T extends string>(
    label: string,
    value: T | '',
    set: (value: T | '') => void,
    all: string,
    options: readonly T[],
    labels: Record<T, string>,
  ) => (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => set(event.target.value as T | '')}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ flex: '1 1 170px', minWidth: 0 }}
    >
      <option value="">{all}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {labels[option]}
        </option>
      ))}
    </TextField>
  );

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
      >
        {select(text.kind, kind, setKind, text.allKinds, LOG_KINDS, LOG_KIND_LABELS)}
        {select(text.outcome, outcome, setOutcome, text.allOutcomes, LOG_OUTCOMES, LOG_OUTCOME_LABELS)}
        <DayRange DayPicker={DayPicker} text={text} from={from} to={to} onFrom={setFrom} onTo={setTo} />
        <Autocomplete
          options={users.data ?? []}
          value={user}
          onChange={(_event, value) => setUser(value)}
          onInputChange={(_event, value) => setTyped(value)}
          getOptionLabel={(option) => `${option.name} (${option.username})`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          filterOptions={(options) => options}
          noOptionsText={text.userHint}
          sx={{ flex: '1 1 220px', minWidth: 0 }}
          renderInput={(params) => <TextField {...params} label={text.user} />}
        />
        <TextField
          label={text.text}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: '1 1 180px', minWidth: 0 }}
        />
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
          <Button type="submit" variant="contained">
            {text.show}
          </Button>
          <Button variant="outlined" onClick={() => void exportLogs(applied)}>
            {text.export}
          </Button>
        </Box>
        {error && (
          <Typography role="alert" color="error" sx={{ flexBasis: '100%' }}>
            {error}
          </Typography>
        )}
      </Box>
      {list.data?.capped && <Typography color="text.secondary">{text.capped}</Typography>}
      <PagedTable
        columns={columns(setOpen)}
        {...pageProps(list, { page, setPage })}
        rowKey={(row) => `${row.kind}-${row.id}`}
        emptyText={text.empty}
        label={text.table}
        pagerLabel={text.pages}
      />
      <LogDetailDialog row={open} onClose={() => setOpen(null)} />
    </Box>
  );
}
