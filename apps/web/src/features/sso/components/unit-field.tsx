import type { ComponentType } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import type { UnitChoice, UnitChoices } from '../types';
import { commonMessages, ssoMessages } from '../../../lib/messages';

const text = ssoMessages.form;

/** A unit picker searching every unit on the server (the page passes the organisation feature's). */
export type UnitSearchField = ComponentType<{
  label: string;
  value: UnitChoice | null;
  onChange: (unit: UnitChoice | null) => void;
  size?: 'small' | 'medium';
}>;

interface UnitFieldProps {
  choices: UnitChoices;
  UnitSearch: UnitSearchField;
  value: UnitChoice | null;
  onChange: (unit: UnitChoice | null) => void;
  error?: string;
}

/**
 * The system's unit: for Admins any unit, searched as they type (optional); for an Employee manager
 * one of the units where they hold unit role 3 (required: they manage only those units' systems).
 */
export function UnitField({ choices, UnitSearch, value, onChange, error }: UnitFieldProps) {
  if (choices === 'all')
    return (
      <Box sx={{ display: 'grid' }}>
        <UnitSearch label={commonMessages.unit} value={value} onChange={onChange} size="medium" />
        <FormHelperText error={error !== undefined} sx={{ mx: 1.75 }}>
          {error ?? text.unitHintAdmin}
        </FormHelperText>
      </Box>
    );
  return (
    <Autocomplete
      value={value}
      options={choices}
      noOptionsText={text.noUnits}
      getOptionLabel={(unit) => unit.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, unit) => onChange(unit)}
      renderInput={(params) => (
        <TextField
          {...params}
          required
          label={commonMessages.unit}
          error={error !== undefined}
          helperText={error}
        />
      )}
    />
  );
}
