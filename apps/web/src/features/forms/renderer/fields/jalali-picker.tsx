// The Jalali date picker (MUI X with date-fns-jalali), in its own chunk: only forms with a date load it.
import { useState, type FormEvent } from 'react';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { faIR as pickerText } from '@mui/x-date-pickers/locales';
import { format, isValid, parse } from 'date-fns-jalali';
import { faIR } from 'date-fns-jalali/locale/fa-IR';
import { normalizeJalaliDate, toLatinDigits, toPersianDigits } from '@darvazeh/shared';
import { formMessages } from '../../../../lib/messages';

/**
 * The Jalali adapter with Persian digits wherever it writes a date: calendar days, header, year list and
 * the field's sections (MUI reads the field's digits from this adapter). The stored day is written by
 * date-fns-jalali directly, so it stays Latin.
 */
class PersianDigitsAdapter extends AdapterDateFnsJalali {
  constructor(...args: ConstructorParameters<typeof AdapterDateFnsJalali>) {
    super(...args);
    const latin = this.formatByString;
    this.formatByString = (value, formatString) => toPersianDigits(latin(value, formatString));
    // MUI tells a padded year by a leading Latin '0'; with Persian digits it needs the length spelled out.
    this.formatTokenMap = {
      ...this.formatTokenMap,
      yyyy: { sectionType: 'year', contentType: 'digit', maxLength: 4 },
    };
  }
}

/** Weekday initials by Date.getDay() (Sunday first); the calendar lays them out from Saturday. */
const weekdayInitial = (date: Date): string => formMessages.datePicker.weekdays[date.getDay()] ?? '';

const localeText = {
  ...pickerText.components.MuiLocalizationProvider.defaultProps.localeText,
  // faIR keeps English placeholders (YYYY/MM/DD).
  fieldYearPlaceholder: () => formMessages.datePicker.year,
  fieldMonthPlaceholder: () => formMessages.datePicker.month,
  fieldDayPlaceholder: () => formMessages.datePicker.day,
};
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

export interface JalaliPickerProps {
  label: string;
  name: string;
  /** The stored day 'YYYY/MM/DD', or null. */
  value: string | null;
  onChange: (day: string | null) => void;
  required: boolean;
  disabled: boolean;
}

/** A Jalali day picker; a half-typed day stays in the field and is stored as no answer. */
export default function JalaliPicker({
  label,
  name,
  value,
  onChange,
  required,
  disabled,
}: JalaliPickerProps) {
  const [draft, setDraft] = useState<Date | null>(() => toDate(value));
  // The stored day wins when it changed from outside (a reset or a loaded record).
  const drafted = toDay(draft);
  const shown = drafted === value || (drafted === null && value === null) ? draft : toDate(value);
  return (
    // The capture runs on this wrapper before MUI's own input handler on the section.
    <div onInputCapture={latinizeTypedDigits}>
      <LocalizationProvider dateAdapter={PersianDigitsAdapter} adapterLocale={faIR} localeText={localeText}>
        <DatePicker
          label={label}
          value={shown}
          onChange={(date) => {
            setDraft(date);
            onChange(toDay(date));
          }}
          disabled={disabled}
          dayOfWeekFormatter={weekdayInitial}
          slotProps={{ textField: { name, required, fullWidth: true } }}
        />
      </LocalizationProvider>
    </div>
  );
}
