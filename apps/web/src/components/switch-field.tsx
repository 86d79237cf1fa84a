import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
}

/** An on/off setting: a switch with its label. */
export function SwitchField({ label, checked, onChange, name }: SwitchFieldProps) {
  return (
    <FormControlLabel
      control={<Switch name={name} checked={checked} onChange={(_event, isOn) => onChange(isOn)} />}
      label={label}
    />
  );
}
