import Typography from '@mui/material/Typography';
import { queryMessages as m } from '../../../lib/messages';
import {
  keepsAdvancedParts,
  resolveSources,
  type DefinitionDraft,
  type SourceCollection,
} from '../definition-draft';
import { ColumnsEditor } from './columns-editor';
import { ConditionsEditor } from './conditions-editor';
import { GroupingEditor, OrderingEditor } from './ordering-editor';
import { SourcesEditor } from './sources-editor';

interface DefinitionEditorProps {
  draft: DefinitionDraft;
  collections: readonly SourceCollection[];
  onChange: (draft: DefinitionDraft) => void;
  limitError?: string;
}

/**
 * A query definition as a form, never JSON: sources and their joins, output columns, conditions,
 * grouping, ordering, limit and mapBy. Parts the form does not edit are kept, and said so.
 */
export function DefinitionEditor({ draft, collections, onChange, limitError }: DefinitionEditorProps) {
  const resolved = resolveSources(draft, collections);
  const parts = { draft, resolved, onChange };
  return (
    <>
      <SourcesEditor {...parts} collections={collections} />
      <ColumnsEditor {...parts} />
      <ConditionsEditor {...parts} />
      <GroupingEditor {...parts} />
      <OrderingEditor {...parts} limitError={limitError} />
      {keepsAdvancedParts(draft.kept) && <Typography variant="body2">{m.kept}</Typography>}
    </>
  );
}
