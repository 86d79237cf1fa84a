import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SelectField } from '../../../components/select-field';
import { queryMessages as m } from '../../../lib/messages';
import {
  appliesFor,
  fieldIn,
  draftRows,
  newKey,
  type Apply,
  type ColumnDraft,
  type DefinitionDraft,
  type ResolvedSource,
} from '../definition-draft';
import { EditorPart, EditorRow } from './editor-part';
import { fieldChoices, FieldSelect } from './field-select';

const text = m.columns;

interface ColumnsEditorProps {
  draft: DefinitionDraft;
  resolved: readonly ResolvedSource[];
  onChange: (draft: DefinitionDraft) => void;
}

/** The output columns: a field, what is done with it (its value, option labels, an aggregate, a Jalali unit), a name. */
export function ColumnsEditor({ draft, resolved, onChange }: ColumnsEditorProps) {
  const choices = fieldChoices(resolved);
  const rows = draftRows(draft, onChange, 'columns');
  const setColumn = (key: string, patch: Partial<ColumnDraft>) =>
    rows.change(key, (c) => ({ ...c, ...patch }));
  const [first] = choices;
  const add = rows.add;
  const onAdd =
    first &&
    add &&
    (() => add({ key: newKey(), source: first.alias, fieldId: first.field.id, apply: 'value', as: '' }));
  return (
    <EditorPart text={text} onAdd={onAdd}>
      {draft.columns.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {text.empty}
        </Typography>
      )}
      {draft.columns.map((column, index) => {
        const field = fieldIn(resolved, column.source, column.fieldId);
        const applies = field ? appliesFor(field) : (['value'] as Apply[]);
        return (
          <EditorRow
            key={column.key}
            label={text.column(index + 1)}
            columns="minmax(0, 2fr) minmax(0, 1.5fr) minmax(0, 1.5fr)"
            removeLabel={text.remove(index + 1)}
            onRemove={() => rows.remove(column.key)}
          >
            <FieldSelect
              label={text.field}
              choices={choices}
              alias={column.source}
              fieldId={column.fieldId}
              onChange={(choice) => {
                const allowed = appliesFor(choice.field);
                setColumn(column.key, {
                  source: choice.alias,
                  fieldId: choice.field.id,
                  apply: allowed.includes(column.apply) ? column.apply : 'value',
                });
              }}
            />
            <SelectField
              size="small"
              label={text.apply}
              value={applies.includes(column.apply) ? column.apply : null}
              options={applies.map((apply) => ({ value: apply, label: m.applies[apply] }))}
              onChange={(apply) => setColumn(column.key, { apply: apply ?? 'value' })}
            />
            <TextField
              size="small"
              label={text.as}
              value={column.as}
              onChange={(event) => setColumn(column.key, { as: event.target.value })}
            />
          </EditorRow>
        );
      })}
    </EditorPart>
  );
}
