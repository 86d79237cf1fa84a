// The Jalali date picker (MUI X with date-fns-jalali), in its own chunk: only forms with a date load it.
import { useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { format, isValid, parse } from 'date-fns-jalali';
import { faIR } from 'date-fns-jalali/locale/fa-IR';
import { normalizeJalaliDate, toLatinDigits } from '@darvazeh/shared';
import { formMessages } from '../../../../lib/messages';
import { localeText, PersianDigitsAdapter, weekdayInitial } from './persian-digits-adapter';

const PATTERN = 'yyyy/MM/dd';

/**
 * A Persian keyboard types ۱۴۰۵: MUI maps a typed Latin digit onto the field's Persian ones but cannot
 * read a Persian one, so the typed section is rewritten to Latin before MUI's input handler reads it.
 */
function latinizeTypedDigits(event: FormEvent<HTMLElement>): void {
  const target = event.target;
  if (!(target instanceof HTMLElement) || target.getAttribute('contenteditable') !== 'true') return;
  const typed = target.textContent ?? '';
  const latin = toLatinDigits(typed);
  if (latin !== typed) target.textContent = latin;
}

/** The local Date of a stored 'YYYY/MM/DD' Jalali day, or null. */
function toDate(day: string | null): Date | null {
  const normal = day === null ? null : normalizeJalaliDate(day);
  if (normal === null) return null;
  const date = parse(normal, PATTERN, new Date());
  return isValid(date) ? date : null;
}

/** The stored form of a picked day: 'YYYY/MM/DD' Jalali with Latin digits. */
function toDay(date: Date | null): string | null {
  return date && isValid(date) ? normalizeJalaliDate(format(date, PATTERN)) : null;
}

/** What the field's sections hold as text ('1402/07/روز'), Latin digits and no direction marks; '' when empty. */
const typedText = (input: HTMLInputElement | null): string =>
  toLatinDigits(input?.value ?? '').replace(/[\u200e\u200f\u2066-\u2069]/g, '');

export interface JalaliPickerProps {
  label: string;
  name: string;
  /** The stored day 'YYYY/MM/DD', or null (or, from `onInvalid`, the text typed). */
  value: string | null;
  /** A whole, real day picked or typed, or null once cleared. */
  onChange: (day: string | null) => void;
  /**
   * What was typed when the field is left holding no whole, real day (half typed, or 1402/12/30). A form
   * stores it, so its check refuses the answer; without this, such text counts as no day.
   */
  onInvalid?: (typed: string) => void;
  required: boolean;
  disabled: boolean;
}

/**
 * A Jalali day picker. A day typed with Persian, Arabic or Latin digits is the day picked in the calendar;
 * text left that is no day is marked under the field and reported through `onInvalid`.
 */
export default function JalaliPicker(props: JalaliPickerProps) {
  const { label, name, value, onChange, onInvalid, required, disabled } = props;
  const input = useRef<HTMLInputElement>(null);
  // What the field holds and what it last reported: a stored value that differs from the report came
  // from outside (a reset, a loaded record) and wins.
  const [own, setOwn] = useState(() => ({ date: toDate(value), reported: value }));
  const [invalid, setInvalid] = useState(() => value !== null && toDate(value) === null);
  const shown = value === own.reported ? own.date : toDate(value);

  const handleChange = (date: Date | null) => {
    // An invalid date is half a day typed; it is judged when the field is left.
    if (date !== null && !isValid(date)) return setOwn({ date, reported: value });
    const day = toDay(date);
    setOwn({ date, reported: day });
    setInvalid(false);
    if (day !== value) onChange(day);
  };
  // Focus leaving the field (not for its own calendar button): text that is no day is said to be so.
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    const typed = typedText(input.current);
    if (typed === '' || normalizeJalaliDate(typed) !== null) return;
    setInvalid(true);
    const reported = onInvalid ? typed : null;
    setOwn({ date: own.date, reported });
    if (reported === value) return;
    if (onInvalid) onInvalid(typed);
    else onChange(null);
  };

  return (
    // The capture runs on this wrapper before MUI's own input handler on the section.
    <div onInputCapture={latinizeTypedDigits} onBlur={handleBlur}>
      <LocalizationProvider dateAdapter={PersianDigitsAdapter} adapterLocale={faIR} localeText={localeText}>
        <DatePicker
          label={label}
          value={shown}
          onChange={handleChange}
          disabled={disabled}
          dayOfWeekFormatter={weekdayInitial}
          slotProps={{
            textField: {
              name,
              required,
              fullWidth: true,
              inputRef: input,
              error: invalid,
              ...(invalid && { helperText: formMessages.datePicker.invalid }),
            },
          }}
        />
      </LocalizationProvider>
    </div>
  );
}
