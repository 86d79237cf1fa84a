import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useUnitSearch } from '../api/unit-queries';
import type { IdName } from '../types';
import { organisationMessages } from '../../../lib/messages';

interface UnitAutocompleteProps {
  label: string;
  value: IdName | null;
  onChange: (unit: IdName | null) => void;
  size?: 'small' | 'medium';
}

/** Picks one unit by typing part of its name; the server searches, so thousands of units stay quick. */
export function UnitAutocomplete({ label, value, onChange, size = 'small' }: UnitAutocompleteProps) {
  const [input, setInput] = useState('');
  const { data, isFetching } = useUnitSearch(input);
  return (
    <Autocomplete
      size={size}
      value={value}
      options={data ?? []}
      loading={isFetching}
      loadingText={organisationMessages.unitSearching}
      noOptionsText={organisationMessages.unitSearchEmpty}
      // The server already filtered by the typed text (with ی/ک and digits folded).
      filterOptions={(options) => options}
      getOptionLabel={(unit) => unit.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, unit) => onChange(unit)}
      onInputChange={(_event, text, reason) => setInput(reason === 'input' ? text : '')}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
