import { lazy, Suspense } from 'react';
import TextField from '@mui/material/TextField';
import { useAnswer, useFormScope } from '../form-store';
import { answerKey, type FieldProps } from './field-props';
import { formMessages as m } from '../../../../lib/messages';

const JalaliPicker = lazy(() => import('./jalali-picker'));

/**
 * A Jalali date; the answer is 'YYYY/MM/DD' with Latin digits (what normalizeJalaliDate gives). Text left
 * in the field that is no day is kept as the answer, so the form check refuses it instead of dropping it.
 */
export function DateField(props: FieldProps) {
  const { field } = props;
  const { readOnly } = useFormScope();
  const [value, setValue] = useAnswer(answerKey(props));
  const required = field.required ?? false;
  return (
    <Suspense
      fallback={
        <TextField
          label={field.fname}
          required={required}
          disabled
          helperText={m.loadingField(field.fname)}
          fullWidth
        />
      }
    >
      <JalaliPicker
        label={field.fname}
        name={field.ename}
        value={typeof value === 'string' && value !== '' ? value : null}
        onChange={setValue}
        onInvalid={setValue}
        required={required}
        disabled={readOnly}
      />
    </Suspense>
  );
}
