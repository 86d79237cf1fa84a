import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import FilterAltOutlined from '@mui/icons-material/FilterAltOutlined';
import { FILTER_OPS, toPersianDigits, type FilterOp, type FormField } from '@darvazeh/shared';
import { addFilter, type RecordFilter } from '../record-filters';
import { recordMessages } from '../../../lib/messages';

const text = recordMessages.filter;

interface RecordFilterBarProps {
  /** Fields the user may filter by. */
  fields: readonly FormField[];
  filters: readonly RecordFilter[];
  onChange: (filters: RecordFilter[]) => void;
}

/** Pick a field, an operator and a value, add it as a chip; chips are removed one by one or all at once. */
export function RecordFilterBar({ fields, filters, onChange }: RecordFilterBarProps) {
  const [fieldId, setFieldId] = useState(fields[0]?.id ?? '');
  const [op, setOp] = useState<FilterOp>('like');
  const [value, setValue] = useState('');
  const nameOf = (id: string) => fields.find((f) => f.id === id)?.fname ?? id;

  const remove = (filter: RecordFilter) => onChange(filters.filter((f) => f !== filter));
  const add = () => {
    if (!fieldId || value.trim() === '') return;
    onChange(addFilter(filters, { fieldId, op, value: value.trim() }));
    setValue('');
  };

  return (
    <Box component="section" aria-label={text.title} sx={{ display: 'grid', gap: 1.5 }}>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      >
        <TextField
          select
          size="small"
          label={text.field}
          value={fieldId}
          onChange={(event) => setFieldId(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          {fields.map((field) => (
            <MenuItem key={field.id} value={field.id}>
              {field.fname}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={text.op}
          value={op}
          onChange={(event) => setOp(event.target.value as FilterOp)}
          sx={{ minWidth: 140 }}
        >
          {FILTER_OPS.map((item) => (
            <MenuItem key={item} value={item}>
              {recordMessages.filterOps[item]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={op === 'in' ? text.valueIn : text.value}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          sx={{ minWidth: 220, flex: '1 1 220px' }}
        />
        <Button type="submit" variant="outlined" startIcon={<FilterAltOutlined />} disabled={!fieldId}>
          {text.add}
        </Button>
      </Box>
      {filters.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {filters.map((filter) => {
            const label = text.chip(
              nameOf(filter.fieldId),
              recordMessages.filterOps[filter.op],
              filter.value,
            );
            return (
              <Chip
                key={filter.fieldId}
                label={toPersianDigits(label)}
                // The whole chip is the remove button: click, Enter, Delete or Backspace removes it.
                aria-label={text.remove(toPersianDigits(label))}
                onClick={() => remove(filter)}
                onDelete={() => remove(filter)}
              />
            );
          })}
          <Button size="small" onClick={() => onChange([])}>
            {text.clear}
          </Button>
        </Box>
      )}
    </Box>
  );
}
