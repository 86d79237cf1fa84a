import { useState, type ChangeEvent } from 'react';
import TextField from '@mui/material/TextField';
import { FORMAT_RULES, shownAnswerText, toLatinDigits, type FieldFormat } from '@darvazeh/shared';
import { useAnswer, useFormScope } from '../form-store';
import { answerKey, type FieldProps } from './field-props';

const NUMERIC_FORMATS: ReadonlySet<FieldFormat> = new Set([
  'number',
  'integer',
  'nationalId',
  'mobile',
  'postalCode',
]);

/**
 * A text field: digits become Latin as they are typed (that is what is stored); read-only, it shows them
 * as the page shows numbers (shownAnswerText); its format (if any) is checked on blur.
 */
export function TextAnswerField(props: FieldProps) {
  const { field } = props;
  const { readOnly } = useFormScope();
  const [value, setValue] = useAnswer(answerKey(props));
  const [error, setError] = useState<string | null>(null);
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const rule = field.format ? FORMAT_RULES[field.format] : undefined;

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = toLatinDigits(event.target.value);
    setValue(next === '' ? null : next);
    if (error !== null && rule?.(next) === true) setError(null);
  };
  const blur = () => {
    const verdict = rule ? rule(text) : true;
    setError(verdict === true ? null : verdict);
  };

  return (
    <TextField
      label={field.fname}
      required={field.required ?? false}
      value={readOnly ? shownAnswerText(text, field.format) : text}
      onChange={change}
      onBlur={blur}
      disabled={readOnly}
      error={error !== null}
      helperText={error ?? undefined}
      fullWidth
      slotProps={{
        htmlInput: {
          name: field.ename,
          inputMode: field.format && NUMERIC_FORMATS.has(field.format) ? 'numeric' : undefined,
          dir: field.format && field.format !== 'persianLetters' ? 'ltr' : undefined,
        },
      }}
    />
  );
}
