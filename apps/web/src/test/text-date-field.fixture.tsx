import TextField from '@mui/material/TextField';
import type { DateFieldRenderer } from '../components/date-field';

/**
 * A plain text box in place of the Jalali picker, for tests of screens that take their date field as a
 * prop: the test types an ISO date, the screen receives it (or null when emptied).
 */
export const renderTextDate: DateFieldRenderer = ({ label, name, value, onChange }) => (
  <TextField
    label={label}
    name={name}
    value={value ?? ''}
    onChange={(event) => onChange(event.target.value || null)}
  />
);
