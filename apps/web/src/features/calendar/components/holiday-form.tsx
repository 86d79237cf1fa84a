import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { formatJalaliDate, holidayBody, toPersianDigits, type HolidayBody } from '@darvazeh/shared';
import { SchemaForm } from '../../../components/schema-form';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSaveHoliday } from '../api/calendar-queries';
import type { HolidayItem } from '../types';
import { calendarMessages as text, commonMessages } from '../../../lib/messages';

interface HolidayFormProps {
  /** The day chosen in the grid ('YYYY-MM-DD'), written into the date field. */
  chosenDay: string | null;
  /** The holiday being edited, if any. */
  editing: HolidayItem | null;
  onDone: () => void;
}

const empty: HolidayBody = { jalaliDay: '', title: '' };

/** Adds a holiday (a Jalali day and its Persian title), or edits the one chosen in the list. */
export function HolidayForm({ chosenDay, editing, onDone }: HolidayFormProps) {
  const save = useSaveHoliday();
  const form = useSchemaForm({
    initial: empty,
    schema: holidayBody,
    onValid: (body) =>
      save.mutate(editing ? { id: editing.id, body } : { body }, {
        onSuccess: () => {
          set(empty);
          onDone();
        },
      }),
  });
  const { set, setErrors, text: bind } = form;

  // A holiday chosen for editing fills the form; a day chosen in the grid fills the date and keeps the
  // title typed so far. Adjusted while rendering, when the choice changes, not in an effect after it.
  const [shown, setShown] = useState({ chosenDay, editing });
  if (shown.chosenDay !== chosenDay || shown.editing !== editing) {
    setShown({ chosenDay, editing });
    if (editing && editing !== shown.editing)
      set({ jalaliDay: toPersianDigits(editing.jalaliDay), title: editing.title });
    else if (chosenDay && chosenDay !== shown.chosenDay)
      set({ jalaliDay: toPersianDigits(formatJalaliDate(chosenDay)) });
  }

  const handleCancel = () => {
    set(empty);
    setErrors({});
    onDone();
  };

  return (
    <SchemaForm
      form={form}
      aria-label={editing ? text.editHoliday(editing.jalaliDay) : text.addHoliday}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '15rem minmax(0, 1fr) auto' },
        alignItems: 'start',
      }}
    >
      <TextField
        label={text.holidayDay}
        {...bind('jalaliDay', text.holidayDayHint)}
        required
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 10 } }}
      />
      <TextField label={text.holidayTitle} {...bind('title')} required />
      <Box sx={{ display: 'flex', gap: 1, pt: 1 }}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {editing ? commonMessages.save : text.addHoliday}
        </Button>
        {editing && <Button onClick={handleCancel}>{commonMessages.cancel}</Button>}
      </Box>
    </SchemaForm>
  );
}
