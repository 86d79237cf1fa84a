import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { REQUEST_STATES, REQUEST_STATE_LABELS, type RequestState } from '@darvazeh/shared';
import { SelectField } from '../../../components/select-field';
import { useServiceChoices } from '../api/task-queries';
import type { InboxFilter } from './inbox-filter';
import { isoDayOfJalali, jalaliOfIsoDay } from '../../../lib/jalali-days';
import { inboxMessages } from '../../../lib/messages';

const text = inboxMessages.filters;

/** Props of a Jalali day picker (the page passes the app's picker in, so the features stay apart). */
export interface DateFieldProps {
  label: string;
  name: string;
  /** The day 'YYYY/MM/DD' (Jalali), or null. */
  value: string | null;
  onChange: (day: string | null) => void;
}

/** Draws a Jalali day picker. */
export type DateFieldRenderer = (props: DateFieldProps) => ReactNode;

type Draft = Pick<InboxFilter, 'serviceId' | 'state' | 'trackingCode' | 'q' | 'from' | 'to'>;

const stateOptions = REQUEST_STATES.map((state) => ({ value: state, label: REQUEST_STATE_LABELS[state] }));

/**
 * The inbox's filters: service, (for requests) state, a Jalali date range, tracking code and text; they
 * apply together on «جستجو», from page 1; «پاک کردن» drops them all.
 */
export function InboxFilterBar({
  filter,
  onApply,
  renderDate,
  withState = false,
}: {
  filter: InboxFilter;
  onApply: (draft: Draft) => void;
  renderDate: DateFieldRenderer;
  withState?: boolean;
}) {
  const services = useServiceChoices().data ?? [];
  const [draft, setDraft] = useState<Draft>(filter);
  const set = (part: Partial<Draft>) => setDraft((d) => ({ ...d, ...part }));
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const handleClear = () => {
    const empty: Draft = { serviceId: null, state: null, trackingCode: '', q: '', from: null, to: null };
    setDraft(empty);
    onApply(empty);
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={text.label}
      onSubmit={handleSubmit}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
        alignItems: 'center',
      }}
    >
      <SelectField<number>
        label={text.service}
        value={draft.serviceId}
        noneLabel={text.allServices}
        options={services.map((s) => ({ value: s.id, label: s.serviceFname }))}
        onChange={(serviceId) => set({ serviceId })}
      />
      {withState && (
        <SelectField<RequestState>
          label={text.requestState}
          value={draft.state}
          noneLabel={inboxMessages.boxes.all}
          options={stateOptions}
          onChange={(state) => set({ state })}
        />
      )}
      <TextField
        label={text.trackingCode}
        value={draft.trackingCode}
        onChange={(event) => set({ trackingCode: event.target.value })}
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 20 } }}
      />
      <TextField
        label={text.q}
        value={draft.q}
        onChange={(event) => set({ q: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      {renderDate({
        label: text.from,
        name: 'from',
        value: draft.from ? jalaliOfIsoDay(draft.from) : null,
        onChange: (day) => set({ from: day ? isoDayOfJalali(day) : null }),
      })}
      {renderDate({
        label: text.to,
        name: 'to',
        value: draft.to ? jalaliOfIsoDay(draft.to) : null,
        onChange: (day) => set({ to: day ? isoDayOfJalali(day) : null }),
      })}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained">
          {text.apply}
        </Button>
        <Button type="button" variant="outlined" onClick={handleClear}>
          {text.clear}
        </Button>
      </Box>
    </Box>
  );
}
