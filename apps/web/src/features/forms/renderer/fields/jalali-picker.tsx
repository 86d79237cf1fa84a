// The Jalali date picker (MUI X with date-fns-jalali), in its own chunk: only forms with a date load it.
import { useState } from 'react';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { faIR as pickerText } from '@mui/x-date-pickers/locales';
import { format, isValid, parse } from 'date-fns-jalali';
import { faIR } from 'date-fns-jalali/locale/fa-IR';
import type { AdapterFormats } from '@mui/x-date-pickers/models';
import { normalizeJalaliDate, toPersianDigits } from '@darvazeh/shared';

/** Formats only read (calendar days, years, headers), never typed: they show Persian digits. */
const READ_ONLY_FORMATS: ReadonlySet<string> = new Set([
  'dayOfMonth',
  'year',
  'month',
  'monthShort',
  'monthAndYear',
  'fullDate',
  'normalDate',
  'shortDate',
  'normalDateWithWeekday',
]);

/** The Jalali adapter with Persian digits in the calendar; the typed field keeps the digits it parses. */
class PersianDigitsAdapter extends AdapterDateFnsJalali {
  override format = (value: Date, formatKey: keyof AdapterFormats): string => {
    const text = this.formatByString(value, this.formats[formatKey]);
    return READ_ONLY_FORMATS.has(formatKey) ? toPersianDigits(text) : text;
  };
}

const localeText = pickerText.components.MuiLocalizationProvider.defaultProps.localeText;
const PATTERN = 'yyyy/MM/dd';

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
    <LocalizationProvider dateAdapter={PersianDigitsAdapter} adapterLocale={faIR} localeText={localeText}>
      <DatePicker
        label={label}
        value={shown}
        onChange={(date) => {
          setDraft(date);
          onChange(toDay(date));
        }}
        disabled={disabled}
        slotProps={{ textField: { name, required, fullWidth: true } }}
      />
    </LocalizationProvider>
  );
}
