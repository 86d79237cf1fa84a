import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { QueryOp } from '@darvazeh/shared';
import { SelectField } from '../../../components/select-field';
import { commonMessages, queryMessages as m } from '../../../lib/messages';
import {
  fieldIn,
  draftRows,
  newKey,
  opsFor,
  type ConditionDraft,
  type DefinitionDraft,
  type ResolvedSource,
  type SourceField,
} from '../definition-draft';
import { EditorPart, EditorRow } from './editor-part';
import { fieldChoices, FieldSelect } from './field-select';

const text = m.conditions;

/** The value of one condition, as its operator and field take it. */
function ValueInput({
  condition,
  field,
  onChange,
}: {
  condition: ConditionDraft;
  field: SourceField | undefined;
  onChange: (value: string) => void;
}) {
  const { op, value } = condition;
  const pick = (options: { value: string; label: string }[]) => (
    <SelectField
      size="small"
      label={text.value}
      value={options.some((o) => o.value === value) ? value : null}
      options={options}
      onChange={(chosen) => onChange(chosen ?? '')}
    />
  );
  if (op === 'isNull')
    return pick([
      { value: 'true', label: text.isNull.true },
      { value: 'false', label: text.isNull.false },
    ]);
  if (field?.kind === 'boolean')
    return pick([
      { value: 'true', label: commonMessages.yes },
      { value: 'false', label: commonMessages.no },
    ]);
  if (field?.options?.length && (op === 'eq' || op === 'ne'))
    return pick(field.options.map((o) => ({ value: String(o.id), label: o.fname })));
  return (
    <TextField
      size="small"
      label={op === 'in' ? text.valueIn : text.value}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

interface ConditionsEditorProps {
  draft: DefinitionDraft;
  resolved: readonly ResolvedSource[];
  onChange: (draft: DefinitionDraft) => void;
}

/** The conditions: a flat list, all of them or any of them; a nested tree is kept and said so. */
export function ConditionsEditor({ draft, resolved, onChange }: ConditionsEditorProps) {
  const choices = fieldChoices(resolved);
  const [first] = choices;
  const rows = draftRows(draft, onChange, 'conditions');
  const add = rows.add;
  const setCondition = (key: string, patch: Partial<ConditionDraft>) =>
    rows.change(key, (c) => ({ ...c, ...patch }));
  if (draft.kept.whereStatement !== null)
    return (
      <EditorPart text={{ title: text.title }}>
        <Typography variant="body2">{text.nestedKept}</Typography>
      </EditorPart>
    );
  return (
    <EditorPart
      text={text}
      onAdd={
        first &&
        add &&
        (() =>
          add({
            key: newKey(),
            source: first.alias,
            fieldId: first.field.id,
            op: opsFor(first.field.kind)[0] as QueryOp,
            value: '',
          }))
      }
    >
      {draft.conditions.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {text.empty}
        </Typography>
      )}
      {draft.conditions.length > 1 && (
        <SelectField
          size="small"
          label={text.matchLabel}
          value={draft.match}
          options={(['and', 'or'] as const).map((match) => ({ value: match, label: text.match[match] }))}
          onChange={(match) => onChange({ ...draft, match: match ?? 'and' })}
        />
      )}
      {draft.conditions.map((condition, index) => {
        const field = fieldIn(resolved, condition.source, condition.fieldId);
        const ops = field ? opsFor(field.kind) : [];
        return (
          <EditorRow
            key={condition.key}
            label={text.condition(index + 1)}
            columns="minmax(0, 2fr) minmax(0, 1.5fr) minmax(0, 2fr)"
            removeLabel={text.remove(index + 1)}
            onRemove={() => rows.remove(condition.key)}
          >
            <FieldSelect
              label={m.columns.field}
              choices={choices}
              alias={condition.source}
              fieldId={condition.fieldId}
              onChange={(choice) => {
                const allowed = opsFor(choice.field.kind);
                setCondition(condition.key, {
                  source: choice.alias,
                  fieldId: choice.field.id,
                  op: allowed.includes(condition.op) ? condition.op : allowed[0],
                  value: '',
                });
              }}
            />
            <SelectField
              size="small"
              label={text.op}
              value={ops.includes(condition.op) ? condition.op : null}
              options={ops.map((op) => ({ value: op, label: m.ops[op] }))}
              onChange={(op) =>
                setCondition(condition.key, {
                  op: op ?? 'eq',
                  value: op === 'isNull' ? 'true' : condition.op === 'isNull' ? '' : condition.value,
                })
              }
            />
            <ValueInput
              condition={condition}
              field={field}
              onChange={(value) => setCondition(condition.key, { value })}
            />
          </EditorRow>
        );
      })}
    </EditorPart>
  );
}
