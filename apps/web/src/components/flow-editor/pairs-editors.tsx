// Editors of an expression's lists: sources by name (values, headers, inputs), a record filter (where),
// and the plain pairs of an Excel sheet's columns and a web service's outputs. Each keeps its rows while
// they are typed (a row without a name is not stored yet) and hands the parameter its stored shape.
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AddRowButton } from '../editable-rows';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { FILTER_OPS, type FilterOp, type FlowFilter } from '@darvazeh/shared';
import { SelectField } from '../select-field';
import { functionMessages, recordMessages } from '../../lib/messages';
import { SourceField } from './source-field';

const text = functionMessages.editor;

type Row<R> = R & { rid: number };

let rowCount = 0;

/** Rows with stable React keys, so deleting one keeps the others' inputs. */
function useRows<R extends object>(initial: () => R[]) {
  const withId = (row: R): Row<R> => ({ ...row, rid: (rowCount += 1) });
  const [rows, setRows] = useState<Row<R>[]>(() => initial().map(withId));
  return { rows, setRows, withId };
}

interface RowsFieldsetProps<R> {
  legend: string;
  rows: readonly Row<R>[];
  onChange: (rows: Row<R>[]) => void;
  blank: () => Row<R>;
  renderRow: (row: Row<R>, set: (change: Partial<R>) => void) => ReactNode;
}

/** A fieldset of rows, each with its inputs and a delete button, and a button adding a blank row. */
function RowsFieldset<R>({ legend, rows, onChange, blank, renderRow }: RowsFieldsetProps<R>) {
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, p: 1.5, minWidth: 0 }}
    >
      <Typography component="legend" variant="body2" sx={{ px: 0.5 }}>
        {legend}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {rows.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {text.pair.empty}
          </Typography>
        )}
        {rows.map((row, index) => (
          <Box
            key={row.rid}
            sx={{
              display: 'grid',
              gap: 1,
              alignItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: 'minmax(0, 12rem) minmax(0, 1fr) auto' },
              '& > :not(:last-child)': { gridColumn: { xs: '1', md: 'auto' } },
              '& > :last-child': { gridColumn: { xs: '2', md: 'auto' }, gridRow: { xs: '1', md: 'auto' } },
            }}
          >
            {renderRow(row, (change) =>
              onChange(rows.map((r) => (r.rid === row.rid ? { ...r, ...change } : r))),
            )}
            <IconButton
              aria-label={text.pair.remove(legend, index + 1)}
              onClick={() => onChange(rows.filter((r) => r.rid !== row.rid))}
            >
              <DeleteOutlined />
            </IconButton>
          </Box>
        ))}
        <AddRowButton
          size="small"
          label={text.pair.add(legend)}
          onClick={() => onChange([...rows, blank()])}
        />
      </Box>
    </Box>
  );
}

/** The key of a row: a select of named choices (a collection's fields), or typed left to right. */
function KeyInput({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices?: readonly { id: string; fname: string }[];
  onChange: (value: string) => void;
}) {
  if (choices && choices.length > 0)
    return (
      <SelectField
        label={label}
        size="small"
        value={value || null}
        options={choices.map((c) => ({ value: c.id, label: c.fname }))}
        onChange={(id) => onChange(id ?? '')}
      />
    );
  return (
    <TextField
      label={label}
      size="small"
      value={value}
      slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

const named = <R extends { key: string }>(rows: readonly R[]) => rows.filter((row) => row.key.trim() !== '');

interface SourcesEditorProps {
  label: string;
  value: Readonly<Record<string, string>> | undefined;
  onChange: (value: Record<string, string> | undefined) => void;
  /** Keys to choose from by name (a collection's fields); typed when absent. */
  keys?: readonly { id: string; fname: string }[];
  optional?: boolean;
}

/** Sources by name: the values of a record, the headers of a request, the inputs of a call. */
export function SourcesEditor({ label, value, onChange, keys, optional }: SourcesEditorProps) {
  const { rows, setRows, withId } = useRows(() =>
    Object.entries(value ?? {}).map(([key, source]) => ({ key, source })),
  );
  const update = (next: Row<{ key: string; source: string }>[]) => {
    setRows(next);
    const record = Object.fromEntries(named(next).map((row) => [row.key.trim(), row.source]));
    onChange(optional && Object.keys(record).length === 0 ? undefined : record);
  };
  return (
    <RowsFieldset
      legend={label}
      rows={rows}
      onChange={update}
      blank={() => withId({ key: '', source: '' })}
      renderRow={(row, set) => (
        <>
          <KeyInput
            label={keys ? text.pair.fieldKey : text.pair.key}
            value={row.key}
            choices={keys}
            onChange={(key) => set({ key })}
          />
          <SourceField
            label={recordMessages.filter.value}
            value={row.source}
            onChange={(source) => set({ source: source ?? '' })}
          />
        </>
      )}
    />
  );
}

interface FilterEditorProps {
  label: string;
  value: FlowFilter | undefined;
  onChange: (value: FlowFilter | undefined) => void;
  keys?: readonly { id: string; fname: string }[];
  optional?: boolean;
}

/** A record filter: field, operator and a value source per row. */
export function FilterEditor({ label, value, onChange, keys, optional }: FilterEditorProps) {
  const { rows, setRows, withId } = useRows(() =>
    Object.entries(value ?? {}).map(([key, condition]) => ({
      key,
      op: condition.op,
      source: condition.value,
    })),
  );
  const update = (next: Row<{ key: string; op: FilterOp; source: string }>[]) => {
    setRows(next);
    const filter: FlowFilter = Object.fromEntries(
      named(next).map((row) => [row.key.trim(), { op: row.op, value: row.source }]),
    );
    onChange(optional && Object.keys(filter).length === 0 ? undefined : filter);
  };
  return (
    <RowsFieldset
      legend={label}
      rows={rows}
      onChange={update}
      blank={() => withId({ key: '', op: 'eq', source: '' })}
      renderRow={(row, set) => (
        <>
          <Box sx={{ display: 'grid', gap: 1 }}>
            <KeyInput
              label={text.pair.fieldKey}
              value={row.key}
              choices={keys}
              onChange={(key) => set({ key })}
            />
            <SelectField
              label={text.pair.op}
              size="small"
              value={row.op}
              options={FILTER_OPS.map((op) => ({ value: op, label: recordMessages.filterOps[op] }))}
              onChange={(op) => set({ op: op ?? 'eq' })}
            />
          </Box>
          <SourceField
            label={recordMessages.filter.value}
            value={row.source}
            onChange={(source) => set({ source: source ?? '' })}
          />
        </>
      )}
    />
  );
}

interface PlainPairsEditorProps<A extends string, B extends string> {
  label: string;
  keys: readonly [A, B];
  labels: readonly [string, string];
  value: readonly Partial<Record<A | B, string>>[] | undefined;
  onChange: (value: Record<A | B, string>[]) => void;
}

/** Rows of two plain texts: an Excel sheet's columns (name, title), a web service's outputs (name, path). */
export function PlainPairsEditor<A extends string, B extends string>({
  label,
  keys: [a, b],
  labels,
  value,
  onChange,
}: PlainPairsEditorProps<A, B>) {
  const { rows, setRows, withId } = useRows(() =>
    (value ?? []).map((item) => ({ first: item[a] ?? '', second: item[b] ?? '' })),
  );
  const update = (next: Row<{ first: string; second: string }>[]) => {
    setRows(next);
    onChange(next.map((row) => ({ [a]: row.first, [b]: row.second }) as Record<A | B, string>));
  };
  return (
    <RowsFieldset
      legend={label}
      rows={rows}
      onChange={update}
      blank={() => withId({ first: '', second: '' })}
      renderRow={(row, set) => (
        <>
          <TextField
            label={labels[0]}
            size="small"
            value={row.first}
            slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
            onChange={(event) => set({ first: event.target.value })}
          />
          <TextField
            label={labels[1]}
            size="small"
            value={row.second}
            onChange={(event) => set({ second: event.target.value })}
          />
        </>
      )}
    />
  );
}
