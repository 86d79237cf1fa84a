import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { useAnswer, useFormScope } from '../form-store';
import { answerKey, type FieldProps } from './field-props';
import { asList, optionKey, toggleOption } from './option-values';

/** A checkbox: a yes/no answer, or (with options) the list of the ticked option ids. */
export function CheckboxField(props: FieldProps) {
  const { field } = props;
  const { readOnly } = useFormScope();
  const [value, setValue] = useAnswer(answerKey(props));
  const required = field.required ?? false;

  if (!field.options?.length) {
    return (
      <FormControlLabel
        required={required}
        disabled={readOnly}
        control={
          <Checkbox
            name={field.ename}
            checked={value === true}
            onChange={(_, checked) => setValue(checked)}
          />
        }
        label={field.fname}
      />
    );
  }
  const ticked = new Set(asList(value).map(optionKey));
  return (
    <FormControl component="fieldset" required={required} disabled={readOnly}>
      <FormLabel component="legend">{field.fname}</FormLabel>
      <FormGroup row>
        {field.options.map((option) => (
          <FormControlLabel
            key={optionKey(option.id)}
            control={
              <Checkbox
                checked={ticked.has(optionKey(option.id))}
                onChange={() => setValue(toggleOption(value, option.id))}
              />
            }
            label={option.fname}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
