import TextField from '@mui/material/TextField';
import { SelectField, toOptions } from '../../../components/select-field';
import { eventMessages } from '../../../lib/messages';
import type { EventFormValues } from '../event-form-values';
import { useAllCollections, useAllServices } from '../../../lib/shared-lists';

const text = eventMessages;

/** Labelled options of a record of Persian labels. */
function choices<K extends string>(labels: Record<K, string>) {
  return (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));
}

interface Props {
  values: EventFormValues;
  set: (change: Partial<EventFormValues>) => void;
  /** The schema's message about the trigger (its condition, schedule or target), if any. */
  error: string | undefined;
  bindText: (name: 'status' | 'condition' | 'minutes' | 'time', helper?: string) => object;
}

/** What sets the event off: a record's change, a request's, a user's, or a schedule. */
export function EventTriggerFields({ values, set, error, bindText }: Props) {
  const collections = useAllCollections().data?.list ?? [];
  const services = useAllServices().data?.list ?? [];
  const kind = values.kind;
  return (
    <>
      <SelectField
        label={text.trigger}
        name="kind"
        value={kind}
        options={choices(text.kinds)}
        onChange={(chosen) => set({ kind: chosen ?? 'record' })}
        error={error !== undefined && kind !== 'schedule' && values.condition === ''}
        helperText={kind !== 'schedule' && values.condition === '' ? error : undefined}
      />
      {kind === 'record' && (
        <>
          <SelectField
            required
            label={text.collection}
            name="collectionId"
            value={values.collectionId}
            options={toOptions(collections, (c) => c.fname)}
            onChange={(collectionId) => set({ collectionId })}
          />
          <SelectField
            label={text.when}
            name="recordOn"
            value={values.recordOn}
            options={choices(text.recordOn)}
            onChange={(on) => set({ recordOn: on ?? 'create' })}
          />
        </>
      )}
      {kind === 'request' && (
        <>
          <SelectField
            required
            label={text.service}
            name="serviceId"
            value={values.serviceId}
            options={toOptions(services, (s) => s.serviceFname)}
            onChange={(serviceId) => set({ serviceId })}
          />
          <SelectField
            label={text.when}
            name="requestOn"
            value={values.requestOn}
            options={choices(text.requestOn)}
            onChange={(on) => set({ requestOn: on ?? 'submitted' })}
          />
          {values.requestOn === 'status' && (
            <TextField label={text.status} {...bindText('status', text.statusHint)} />
          )}
        </>
      )}
      {kind === 'user' && (
        <SelectField
          label={text.when}
          name="userOn"
          value={values.userOn}
          options={choices(text.userOn)}
          onChange={(on) => set({ userOn: on ?? 'created' })}
        />
      )}
      {kind === 'schedule' ? (
        <>
          <SelectField
            label={text.schedule}
            name="every"
            value={values.every}
            options={choices(text.every)}
            onChange={(every) => set({ every: every ?? 'day' })}
          />
          {values.every === 'minutes' ? (
            <TextField
              label={text.minutes}
              {...bindText('minutes')}
              error={error !== undefined}
              helperText={error}
              slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
            />
          ) : (
            <TextField
              label={text.time}
              {...bindText('time')}
              error={error !== undefined}
              helperText={error ?? text.timeHint}
              slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
            />
          )}
        </>
      ) : (
        <TextField
          label={text.condition}
          {...bindText('condition')}
          error={error !== undefined && values.condition !== ''}
          helperText={values.condition !== '' && error ? error : text.conditionHint}
          slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
        />
      )}
    </>
  );
}
