import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { formatThousands, toLatinDigits, toPersianDigits } from '@darvazeh/shared';

/** A whole number typed in any digits, with or without thousands separators; null when blank, NaN when not one. */
export function parseWholeNumber(text: string): number | null {
  const latin = toLatinDigits(text).replace(/[\s,\u066C]/g, '');
  if (latin === '') return null;
  return /^\d+$/.test(latin) ? Number(latin) : Number.NaN;
}

/** A whole number as shown: Persian digits, grouped in threes with «٬» when `grouped`. */
export function showWholeNumber(value: number | null, grouped: boolean): string {
  if (value === null || Number.isNaN(value)) return '';
  return grouped ? formatThousands(value) : toPersianDigits(String(value));
}

interface NumberFieldProps {
  label: string;
  /** The input's name: the value's dotted path, so a check's message finds it. */
  name: string;
  value: number | null;
  /** The number typed; null when cleared, NaN while it is not a whole number. */
  onChange: (value: number | null) => void;
  /** Thousands separated (an amount in rials). */
  grouped?: boolean;
  error?: string | undefined;
  helperText?: string | undefined;
}

/**
 * A whole number in Persian digits (typed in any): what is typed stays as typed while the field has the
 * focus, and is shown in Persian digits (grouped in threes for amounts) once it leaves.
 */
export function NumberField({
  label,
  name,
  value,
  onChange,
  grouped = false,
  error,
  helperText,
}: NumberFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? showWholeNumber(value, grouped);
  return (
    <TextField
      label={label}
      name={name}
      value={shown}
      error={error !== undefined}
      helperText={error ?? helperText}
      slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
      onFocus={() => setDraft(shown)}
      // What is not a number stays as typed, beside its message.
      onBlur={() => (value !== null && Number.isNaN(value) ? undefined : setDraft(null))}
      onChange={(event) => {
        setDraft(event.target.value);
        onChange(parseWholeNumber(event.target.value));
      }}
    />
  );
}
