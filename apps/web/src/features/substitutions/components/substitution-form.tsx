import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { jalaliDayStart, substitutionBody, toLatinDigits, VALIDATION_MESSAGES } from '@darvazeh/shared';
import type { DateFieldRenderer } from '../../../components/date-field';
import { SchemaForm } from '../../../components/schema-form';
import { useSchemaForm } from '../../../lib/use-schema-form';
import {
  useCreateSubstitution,
  type SubstitutionBody,
  type SubstitutionCandidate,
} from '../api/substitution-queries';
import { CandidatePicker } from './candidate-picker';
import { substitutionMessages as text } from '../../../lib/messages';

interface Values {
  startDay: string | null;
  startTime: string;
  endDay: string | null;
  endTime: string;
  note: string;
}

const empty: Values = { startDay: null, startTime: '08:00', endDay: null, endTime: '16:00', note: '' };
const TIME = /^(\d{1,2}):(\d{2})$/;

/** Minutes after midnight of a typed 'HH:MM' (Persian digits read), or null. */
function minutesOf(time: string): number | null {
  const m = TIME.exec(toLatinDigits(time).trim());
  if (!m) return null;
  const [hours, minutes] = [Number(m[1]), Number(m[2])];
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/** The instant a Jalali day and a Tehran time name, as ISO; '' when either is missing or wrong. */
function instantOf(day: string | null, time: string): string {
  const start = day ? jalaliDayStart(day) : null;
  const minutes = minutesOf(time);
  return start && minutes !== null ? new Date(start.getTime() + minutes * 60_000).toISOString() : '';
}

/** Names a substitute for the caller: who, from when until when (Jalali day and Tehran time), a note. */
export function SubstitutionForm({ renderDate }: { renderDate: DateFieldRenderer }) {
  const create = useCreateSubstitution();
  const [substitute, setSubstitute] = useState<SubstitutionCandidate | null>(null);
  // The picker and the date fields restart with the form after a save.
  const [generation, setGeneration] = useState(0);
  const form = useSchemaForm<Values, SubstitutionBody>({
    initial: empty,
    schema: substitutionBody,
    toBody: (v) => ({
      substituteId: substitute?.id ?? 0,
      startsAt: instantOf(v.startDay, v.startTime),
      endsAt: instantOf(v.endDay, v.endTime),
      note: v.note,
    }),
    extraErrors: (v) => ({
      ...(substitute ? {} : { substituteId: VALIDATION_MESSAGES.required }),
      ...(minutesOf(v.startTime) === null ? { startsAt: text.timeInvalid } : {}),
      ...(minutesOf(v.endTime) === null ? { endsAt: text.timeInvalid } : {}),
      ...(v.startDay ? {} : { startsAt: VALIDATION_MESSAGES.requiredDate(text.startDay) }),
      ...(v.endDay ? {} : { endsAt: VALIDATION_MESSAGES.requiredDate(text.endDay) }),
    }),
    onValid: (body) =>
      create.mutate(body, {
        onSuccess: () => {
          set(empty);
          setSubstitute(null);
          setGeneration((n) => n + 1);
        },
      }),
  });
  const { values, set, errors, text: bind } = form;

  const timeField = (name: 'startTime' | 'endTime', label: string, error: string | undefined) => (
    <TextField
      label={label}
      {...bind(name)}
      error={error !== undefined}
      helperText={error ?? text.timeHint}
      required
      slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 5 } }}
    />
  );

  return (
    <SchemaForm
      form={form}
      key={generation}
      aria-label={text.addTitle}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ gridColumn: '1 / -1' }}>
        <CandidatePicker value={substitute} onChange={setSubstitute} error={errors.substituteId} />
      </Box>
      {renderDate({
        label: text.startDay,
        name: 'startDay',
        value: values.startDay,
        onChange: (startDay) => set({ startDay }),
      })}
      {timeField('startTime', text.startTime, errors.startsAt)}
      {renderDate({
        label: text.endDay,
        name: 'endDay',
        value: values.endDay,
        onChange: (endDay) => set({ endDay }),
      })}
      {timeField('endTime', text.endTime, errors.endsAt)}
      <TextField label={text.note} {...bind('note')} multiline minRows={2} sx={{ gridColumn: '1 / -1' }} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" loading={create.isPending}>
          {text.submit}
        </Button>
      </Box>
    </SchemaForm>
  );
}
