// MUI X's Jalali adapter, made to write Persian digits and to read any digits a person types.
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { faIR as pickerText } from '@mui/x-date-pickers/locales';
import { toLatinDigits, toPersianDigits } from '@darvazeh/shared';
import { formMessages } from '../../../../lib/messages';

/**
 * The Jalali adapter with Persian digits wherever it writes a date: calendar days, header, year list and
 * the field's sections (MUI reads the field's digits from this adapter). The stored day is written by
 * date-fns-jalali directly, so it stays Latin.
 */
export class PersianDigitsAdapter extends AdapterDateFnsJalali {
  constructor(...args: ConstructorParameters<typeof AdapterDateFnsJalali>) {
    super(...args);
    const latin = this.formatByString;
    this.formatByString = (value, formatString) => toPersianDigits(latin(value, formatString));
    // MUI parses a typed (or pasted) day from the field's sections, which hold the digits this adapter
    // writes: Persian ones, which date-fns-jalali cannot read (issue 24: a typed day was shown, then
    // dropped). Arabic and Latin digits are read the same way.
    const parse = this.parse;
    this.parse = (value, formatString) => parse(toLatinDigits(value), formatString);
    // MUI tells a padded year by a leading Latin '0'; with Persian digits it needs the length spelled out.
    this.formatTokenMap = {
      ...this.formatTokenMap,
      yyyy: { sectionType: 'year', contentType: 'digit', maxLength: 4 },
    };
  }
}

/** Weekday initials by Date.getDay() (Sunday first); the calendar lays them out from Saturday. */
export const weekdayInitial = (date: Date): string => formMessages.datePicker.weekdays[date.getDay()] ?? '';

/** MUI's Persian texts, with Persian placeholders (faIR keeps YYYY/MM/DD). */
export const localeText = {
  ...pickerText.components.MuiLocalizationProvider.defaultProps.localeText,
  fieldYearPlaceholder: () => formMessages.datePicker.year,
  fieldMonthPlaceholder: () => formMessages.datePicker.month,
  fieldDayPlaceholder: () => formMessages.datePicker.day,
};
