import { useMemo } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { flattenTree, possibleParents, type TreeNode, type TreeRow } from '../lib/tree';

/** One choice of a select: its value, its Persian label, and how deep it sits in a tree (indented). */
export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
  depth?: number;
}

/** The choices of rows with ids, labelled by `label`. */
export function toOptions<T extends { id: number }>(
  rows: readonly T[],
  label: (row: T) => string,
): SelectOption<number>[] {
  return rows.map((row) => ({ value: row.id, label: label(row) }));
}

/** The choices of a tree's rows, each after its parent and indented by its depth. */
export function treeOptions<T extends TreeRow>(
  tree: readonly TreeNode<T>[],
  label: (row: T) => string,
): SelectOption<number>[] {
  return flattenTree(tree).map((node) => ({
    value: node.item.id,
    label: label(node.item),
    depth: node.depth,
  }));
}

type SelectFieldProps<V extends string | number> = Omit<
  TextFieldProps,
  'select' | 'value' | 'defaultValue' | 'onChange' | 'children'
> & {
  /** The chosen value; null for none. */
  value: V | null;
  options: readonly SelectOption<V>[];
  onChange: (value: V | null) => void;
  /** A first choice that means none (null): «بدون …», «همه». */
  noneLabel?: string;
};

/**
 * A select over `options`, typed by their values (ids stay numbers). A value that is not among the
 * options (they are still loading, or it was filtered out) shows as empty instead of an unknown choice.
 */
export function SelectField<V extends string | number>({
  value,
  options,
  onChange,
  noneLabel,
  ...field
}: SelectFieldProps<V>) {
  const shown = options.some((option) => option.value === value) ? String(value) : '';
  return (
    <TextField
      {...field}
      select
      value={shown}
      onChange={(event) =>
        onChange(options.find((option) => String(option.value) === event.target.value)?.value ?? null)
      }
    >
      {noneLabel !== undefined && <MenuItem value="">{noneLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={String(option.value)} sx={{ pl: 2 + (option.depth ?? 0) * 2 }}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface ParentSelectProps<T extends TreeRow> {
  label: string;
  noneLabel: string;
  /** Every row of the tree. */
  rows: readonly T[];
  /** The row whose parent is picked; null for a new row. */
  id: number | null;
  rowLabel: (row: T) => string;
  value: number | null;
  onChange: (parentId: number | null) => void;
}

/** The picker of a tree row's parent: none, or any row but the row itself and those below it. */
export function ParentSelect<T extends TreeRow>({ rows, id, rowLabel, ...field }: ParentSelectProps<T>) {
  const options = useMemo(() => toOptions(possibleParents(rows, id), rowLabel), [rows, id, rowLabel]);
  return <SelectField {...field} options={options} />;
}
