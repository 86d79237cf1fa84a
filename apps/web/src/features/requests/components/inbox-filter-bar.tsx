import TextField from '@mui/material/TextField';
import { REQUEST_STATES, REQUEST_STATE_LABELS, type RequestState } from '@darvazeh/shared';
import { SelectField } from '../../../components/select-field';
import { useServiceChoices } from '../api/task-queries';
import type { InboxFilter } from './inbox-filter';
import type { DateFieldRenderer } from '../../../components/date-field';
import { FilterForm, useFilterDraft } from '../../../components/filter-form';
import { inboxMessages } from '../../../lib/messages';

const text = inboxMessages.filters;

type Draft = Pick<InboxFilter, 'serviceId' | 'state' | 'trackingCode' | 'q' | 'from' | 'to'>;

const EMPTY: Draft = { serviceId: null, state: null, trackingCode: '', q: '', from: null, to: null };

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
  const { draft, set, apply, clear, day } = useFilterDraft<Draft>(filter, EMPTY, onApply, renderDate);
  return (
    <FilterForm label={text.label} onApply={apply} onClear={clear}>
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
      {day('from', text.from)}
      {day('to', text.to)}
    </FilterForm>
  );
}
