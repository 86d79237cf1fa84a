import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useSubstitutionCandidates, type SubstitutionCandidate } from '../api/substitution-queries';
import { substitutionMessages as text } from '../../../lib/messages';

interface CandidatePickerProps {
  value: SubstitutionCandidate | null;
  onChange: (candidate: SubstitutionCandidate | null) => void;
  error?: string | undefined;
}

const labelOf = (candidate: SubstitutionCandidate) => `${candidate.name} (${candidate.username})`;

/** Finds a staff user by name or username: the picker shows names, the form keeps the id. */
export function CandidatePicker({ value, onChange, error }: CandidatePickerProps) {
  const [search, setSearch] = useState('');
  const found = useSubstitutionCandidates(search.trim()).data ?? [];
  return (
    <Autocomplete
      options={found}
      value={value}
      filterOptions={(all) => all}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={text.noCandidate}
      onInputChange={(_event, input, reason) => reason === 'input' && setSearch(input)}
      onChange={(_event, chosen) => onChange(chosen)}
      renderInput={(params) => (
        <TextField
          {...params}
          name="substituteId"
          label={text.substitute}
          required
          error={error !== undefined}
          helperText={error ?? text.substituteSearch}
        />
      )}
    />
  );
}
