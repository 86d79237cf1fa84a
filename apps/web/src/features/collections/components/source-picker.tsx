import Box from '@mui/material/Box';
import type { FormField } from '@darvazeh/shared';
import { SelectField, toOptions } from '../../../components/select-field';
import { collectionMessages } from '../../../lib/messages';
import { useAllCollections } from '../../../lib/shared-lists';

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
      <SelectField
        size="small"
        label={text.source}
        value={source?.id ?? null}
        options={toOptions(collections, (collection) => collection.fname)}
        onChange={(id) => onChange({ sourceId: id ?? undefined, fnamePath: undefined })}
      />
      <SelectField
        size="small"
        label={text.fnamePath}
        value={fnamePath ?? null}
        options={sourceFields.map((field) => ({ value: field.id, label: field.fname }))}
        disabled={!source}
        helperText={source ? undefined : text.chooseSource}
        onChange={(path) => onChange({ sourceId, fnamePath: path ?? undefined })}
      />
    </Box>
  );
}
