// `/panel/bi/show/{id}`: a dashboard's filters (a Jalali date range with presets, unit, service, state,
// parameters) above its cards on a 12-column grid (one column on a phone). `dashboard/data` answers each
// card for the viewer with the filters it binds; each card draws its answer (and where its rows lead) or
// its own error as it arrives, and a filter changed asks again only for the cards bound to it.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { normalizeJalaliDate, REQUEST_STATE_LABELS, REQUEST_STATES } from '@darvazeh/shared';
import { SelectField } from '../../../components/select-field';
import { DayRange, type DayPicker } from '../../../components/day-picker';
import { HeadingWithHint } from '../../../components/heading-with-hint';
import { dashboardMessages } from '../../../lib/messages';
import { boundFilters, useAllUnits, useCardAnswers } from '../api/dashboard-queries';
import { DATE_PRESETS, inLayoutOrder, presetRange, type DatePreset } from '../card-data';
import { cardDrill } from '../card-drill';
import type { DashboardFilter, DashboardFilterValue, DashboardItem } from '../types';
import { CardView } from './card-view';

const text = dashboardMessages.show;

/**
 * What the filter bar holds for one filter while it is being edited: a range, a parameter's text, the
 * unit or service chosen (its id) or the request state chosen; null for none.
 */
type Draft = { from: string | null; to: string | null } | string | number | null;

const stateOptions = REQUEST_STATES.map((state) => ({ value: state, label: REQUEST_STATE_LABELS[state] }));

function valuesOf(
  item: DashboardItem,
  drafts: Record<string, Draft>,
): { values: Record<string, DashboardFilterValue>; error: boolean } {
  const values: Record<string, DashboardFilterValue> = {};
  let error = false;
  for (const filter of item.filters) {
    const draft = drafts[filter.id];
    if (draft === undefined || draft === null) continue;
    if (filter.kind === 'unit' || filter.kind === 'service' || filter.kind === 'status') {
      values[filter.id] = [draft as number | string];
      continue;
    }
    if (typeof draft !== 'object') {
      if (String(draft).trim() !== '') values[filter.id] = String(draft).trim();
      continue;
    }
    const from = draft.from ? normalizeJalaliDate(draft.from) : null;
    const to = draft.to ? normalizeJalaliDate(draft.to) : null;
    if ((draft.from && !from) || (draft.to && !to) || (from && to && from > to)) error = true;
    else if (from || to) values[filter.id] = { from, to };
  }
  return { values, error };
}

export function DashboardView({
  item,
  DayPicker,
  services = [],
}: {
  item: DashboardItem;
  DayPicker: DayPicker;
  /** The services a service filter offers (the page reads them from the requests feature). */
  services?: readonly { id: number; serviceFname: string }[];
}) {
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [applied, setApplied] = useState<Record<string, DashboardFilterValue>>({});
  const [invalid, setInvalid] = useState(false);
  const filters = item.filters;
  const cards = inLayoutOrder(item.cards);
  const answers = useCardAnswers(item.id, cards, applied, text.failed);

  const apply = (next: Record<string, Draft>) => {
    const { values, error } = valuesOf(item, next);
    setInvalid(error);
    if (!error) setApplied(values);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(drafts);
  };
  const setDraft = (id: string, draft: Draft) => setDrafts((current) => ({ ...current, [id]: draft }));
  const range = (id: string): { from: string | null; to: string | null } => {
    const draft = drafts[id];
    return typeof draft === 'object' && draft !== null ? draft : { from: null, to: null };
  };
  const pickPreset = (id: string, preset: DatePreset) => {
    const next = { ...drafts, [id]: presetRange(preset, new Date()) };
    setDrafts(next);
    apply(next);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {filters.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2, minWidth: 0, displayPrint: 'none' }}>
          <Box
            component="form"
            noValidate
            onSubmit={submit}
            aria-label={text.filters}
            sx={{ display: 'grid', gap: 2 }}
          >
            <HeadingWithHint level="h2" title={text.filters} />
            {filters.map((filter) =>
              filter.kind === 'dateRange' ? (
                <Box
                  key={filter.id}
                  role="group"
                  aria-label={filter.title}
                  sx={{ display: 'grid', gap: 1, minWidth: 0 }}
                >
                  <Typography variant="subtitle2" component="h3">
                    {filter.title}
                  </Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
                    <DayRange
                      DayPicker={DayPicker}
                      text={text}
                      from={range(filter.id).from}
                      to={range(filter.id).to}
                      onFrom={(from) => setDraft(filter.id, { ...range(filter.id), from })}
                      onTo={(to) => setDraft(filter.id, { ...range(filter.id), to })}
                    />
                  </Box>
                  <Box
                    role="group"
                    aria-label={text.presets}
                    sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
                  >
                    {DATE_PRESETS.map((preset) => (
                      <Chip
                        key={preset}
                        label={text.presetNames[preset]}
                        variant="outlined"
                        onClick={() => pickPreset(filter.id, preset)}
                      />
                    ))}
                  </Box>
                </Box>
              ) : filter.kind === 'unit' || filter.kind === 'service' || filter.kind === 'status' ? (
                <ChoiceFilter
                  key={filter.id}
                  filter={filter}
                  services={services}
                  value={drafts[filter.id] ?? null}
                  onChange={(value) => setDraft(filter.id, value)}
                />
              ) : (
                <TextField
                  key={filter.id}
                  size="small"
                  label={filter.title}
                  value={typeof drafts[filter.id] === 'string' ? drafts[filter.id] : ''}
                  onChange={(event) => setDraft(filter.id, event.target.value)}
                  sx={{ maxWidth: 360 }}
                />
              ),
            )}
            {invalid && (
              <Typography role="alert" color="error">
                {text.dateInvalid}
              </Typography>
            )}
            <Button type="submit" variant="contained" sx={{ justifySelf: 'start' }}>
              {text.apply}
            </Button>
          </Box>
        </Paper>
      )}
      {cards.length === 0 ? (
        <Typography color="text.secondary">{text.noCards}</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            columnGap: 2,
            // On the 12-column grid a card spans its rows, which grow to hold it; the space under a
            // card is its own margin, so rows no card starts on add no gap.
            rowGap: { xs: 2, md: 0 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(12, minmax(0, 1fr))' },
            minWidth: 0,
            // Printed, one card a row: a page is narrower than the screen's grid.
            '@media print': { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 2 },
          }}
        >
          {cards.map((card, index) => {
            const answer = answers[index];
            return (
              <CardView
                key={card.id}
                card={card}
                data={answer}
                source={{ dashboardId: item.id, filters: boundFilters(card, applied) }}
                drill={answer && cardDrill(answer)}
              />
            );
          })}
        </Box>
      )}
    </Box>
  );
}

/** A unit, service or request state filter: one choice, or none («همه»). */
function ChoiceFilter({
  filter,
  services,
  value,
  onChange,
}: {
  filter: DashboardFilter;
  services: readonly { id: number; serviceFname: string }[];
  value: Draft;
  onChange: (value: number | string | null) => void;
}) {
  const common = { label: filter.title, size: 'small' as const, sx: { maxWidth: 360 } };
  if (filter.kind === 'unit') return <UnitFilter {...common} value={value} onChange={onChange} />;
  if (filter.kind === 'service')
    return (
      <SelectField<number>
        {...common}
        value={typeof value === 'number' ? value : null}
        noneLabel={text.allServices}
        options={services.map((s) => ({ value: s.id, label: s.serviceFname }))}
        onChange={onChange}
      />
    );
  return (
    <SelectField<string>
      {...common}
      value={typeof value === 'string' ? value : null}
      noneLabel={text.anyState}
      options={stateOptions}
      onChange={onChange}
    />
  );
}

interface ChoiceProps {
  label: string;
  size: 'small';
  sx: object;
  value: Draft;
  onChange: (value: number | null) => void;
}

function UnitFilter({ value, ...field }: ChoiceProps) {
  const units = useAllUnits().data?.list ?? [];
  return (
    <SelectField<number>
      {...field}
      value={typeof value === 'number' ? value : null}
      noneLabel={text.anyUnit}
      options={units.map((u) => ({ value: u.id, label: u.name }))}
    />
  );
}
