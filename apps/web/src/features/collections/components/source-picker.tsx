import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FormField } from '@darvazeh/shared';
import { useAllCollections } from '../api/collection-queries';
import { collectionMessages } from '../messages';

const text = collectionMessages.options;

interface SourcePickerProps {
  sourceId: FormField['sourceId'];
  fnamePath: string | undefined;
  onChange: (patch: Pick<FormField, 'sourceId' | 'fnamePath'>) => void;
}

/**
 * Draws a field's options (or a chart's data) from another collection's records: `sourceId` is that
 * collection, `fnamePath` the id of its field whose value titles each record (records answer by field id).
 */
export function SourcePicker({ sourceId, fnamePath, onChange }: SourcePickerProps) {
  const collections = useAllCollections().data?.list ?? [];
  const source = collections.find((collection) => collection.id === Number(sourceId));
  const sourceFields = source?.formInfo.formFields ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
      <TextField
        select
        size="small"
        label={text.source}
        value={source ? String(source.id) : ''}
        onChange={(event) => onChange({ sourceId: Number(event.target.value), fnamePath: undefined })}
      >
        {collections.map((collection) => (
          <MenuItem key={collection.id} value={String(collection.id)}>
            {collection.fname}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={text.fnamePath}
        value={sourceFields.some((field) => field.id === fnamePath) ? fnamePath : ''}
        disabled={!source}
        helperText={source ? undefined : text.chooseSource}
        onChange={(event) => onChange({ sourceId, fnamePath: event.target.value })}
      >
        {sourceFields.map((field) => (
          <MenuItem key={field.id} value={field.id}>
            {field.fname}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
