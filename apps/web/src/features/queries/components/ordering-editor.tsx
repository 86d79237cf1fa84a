import TextField from '@mui/material/TextField';
import { QUERY_ROW_CAP } from '@darvazeh/shared';
import { SelectField } from '../../../components/select-field';
import { queryMessages as m } from '../../../lib/messages';
import {
  draftRows,
  newKey,
  type DefinitionDraft,
  type GroupKey,
  type ResolvedSource,
} from '../definition-draft';
import { columnsOf } from './column-labels';
import { EditorPart, EditorRow } from './editor-part';
import { fieldChoices } from './field-select';

interface OrderingProps {
  draft: DefinitionDraft;
  resolved: readonly ResolvedSource[];
  onChange: (draft: DefinitionDraft) => void;
  limitError?: string;
}

const groupValue = (g: GroupKey) => ('select' in g ? `select:${g.select}` : `field:${g.source}.${g.fieldId}`);

/** Grouping by a column or a field without aggregating (distinct values). */
export function GroupingEditor({ draft, resolved, onChange }: OrderingProps) {
  const text = m.grouping;
  const keys: { value: string; label: string; group: GroupKey }[] = [
    ...columnsOf(draft, resolved)
      .slice(0, draft.columns.length)
      .filter((c) => !c.isAggregate)
      .map((c) => ({ value: `select:${c.name}`, label: text.byColumn(c.label), group: { select: c.name } })),
    ...fieldChoices(resolved).map((c) => {
      const group = { source: c.alias, fieldId: c.field.id };
      return { value: groupValue(group), label: text.byField(c.label), group };
    }),
  ];
  const [first] = keys;
  const rows = draftRows(draft, onChange, 'groupBy');
  const add = rows.add;
  return (
    <EditorPart text={text} onAdd={first && add && (() => add({ key: newKey(), ...first.group }))}>
      {draft.groupBy.map((group, index) => (
        <EditorRow
          key={group.key}
          label={text.group(index + 1)}
          columns="minmax(0, 1fr)"
          removeLabel={text.remove(index + 1)}
          onRemove={() => rows.remove(group.key)}
        >
          <SelectField
            size="small"
            label={text.by}
            value={keys.some((k) => k.value === groupValue(group)) ? groupValue(group) : null}
            options={keys.map(({ value, label }) => ({ value, label }))}
            onChange={(value) => {
              const chosen = keys.find((k) => k.value === value);
              if (chosen) rows.change(group.key, (g) => ({ key: g.key, ...chosen.group }));
            }}
          />
        </EditorRow>
      ))}
    </EditorPart>
  );
}

/** Ordering by columns, the row limit (blank: none, the server's cap still applies) and mapBy. */
export function OrderingEditor({ draft, resolved, onChange, limitError }: OrderingProps) {
  const text = m.ordering;
  const columns = columnsOf(draft, resolved).slice(0, draft.columns.length);
  const options = columns.map((c) => ({ value: c.name, label: c.label }));
  const [first] = columns;
  const rows = draftRows(draft, onChange, 'orderBy');
  const add = rows.add;
  return (
    <EditorPart
      text={text}
      onAdd={first && add && (() => add({ key: newKey(), select: first.name, dir: 'asc' }))}
    >
      {draft.orderBy.map((order, index) => (
        <EditorRow
          key={order.key}
          label={text.order(index + 1)}
          columns="minmax(0, 2fr) minmax(0, 1fr)"
          removeLabel={text.remove(index + 1)}
          onRemove={() => rows.remove(order.key)}
        >
          <SelectField
            size="small"
            label={text.column}
            value={options.some((o) => o.value === order.select) ? order.select : null}
            options={options}
            onChange={(select) => rows.change(order.key, (o) => ({ ...o, select: select ?? '' }))}
          />
          <SelectField
            size="small"
            label={text.dir}
            value={order.dir}
            options={(['asc', 'desc'] as const).map((dir) => ({ value: dir, label: text.dirs[dir] }))}
            onChange={(dir) => rows.change(order.key, (o) => ({ ...o, dir: dir ?? 'asc' }))}
          />
        </EditorRow>
      ))}
      <TextField
        size="small"
        name="limit"
        label={text.limit}
        value={draft.limit}
        error={limitError !== undefined}
        helperText={limitError ?? text.limitHint(QUERY_ROW_CAP)}
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
        onChange={(event) => onChange({ ...draft, limit: event.target.value })}
      />
      <SelectField
        size="small"
        label={text.mapBy}
        value={options.some((o) => o.value === draft.mapBy) ? draft.mapBy : null}
        options={options}
        helperText={text.mapByHint}
        onChange={(mapBy) => onChange({ ...draft, mapBy: mapBy ?? 'id' })}
      />
    </EditorPart>
  );
}
