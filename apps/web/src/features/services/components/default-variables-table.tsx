import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { defaultVariableBody } from '@darvazeh/shared';
import { SearchedTable, useSearchedTable } from '../../../components/searched-table';
import { FormDialog } from '../../../components/form-dialog';
import { RowActions } from '../../../components/row-actions';
import { SelectField } from '../../../components/select-field';
import { actionsColumn, type TableColumn } from '../../../components/table-columns';
import { serviceMessages } from '../../../lib/messages';
import { useSchemaForm } from '../../../lib/use-schema-form';
import {
  useDefaultVariablePage,
  useDeleteDefaultVariable,
  useSaveDefaultVariable,
} from '../api/default-variable-queries';
import type { DefaultVariableBody, DefaultVariableItem } from '../types';

const text = serviceMessages.defaultVariables;
type Kind = DefaultVariableItem['kind'];

const columns: TableColumn<DefaultVariableItem>[] = [
  { key: 'name', header: text.name, render: (v) => <bdi>{v.name}</bdi> },
  { key: 'kind', header: text.kind, render: (v) => text.kinds[v.kind] },
  { key: 'value', header: text.value, render: (v) => <bdi dir="auto">{v.value}</bdi> },
  { key: 'description', header: text.description, render: (v) => v.description },
];

/** Every default variable: search by name, create and edit in a dialog, delete after a question. */
export function DefaultVariablesTable() {
  const [editing, setEditing] = useState<DefaultVariableItem | 'new' | null>(null);
  const table = useSearchedTable(useDefaultVariablePage, 10, useDeleteDefaultVariable(), {
    title: text.deleteTitle,
    text: (v: DefaultVariableItem) => text.deleteText(v.name),
  });
  const actions = actionsColumn((v: DefaultVariableItem) => (
    <RowActions label={v.name} onEdit={() => setEditing(v)} onDelete={() => table.deleting.ask(v)} />
  ));
  return (
    <SearchedTable
      table={table}
      columns={[...columns, actions]}
      label={text.label}
      emptyText={text.empty}
      create={{ label: text.create, onClick: () => setEditing('new') }}
    >
      {editing !== null && (
        <DefaultVariableDialog item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </SearchedTable>
  );
}

interface Values {
  name: string;
  kind: Kind;
  value: string;
  description: string;
}

function DefaultVariableDialog({ item, onClose }: { item: DefaultVariableItem | null; onClose: () => void }) {
  const save = useSaveDefaultVariable();
  const form = useSchemaForm<Values, DefaultVariableBody>({
    initial: {
      name: item?.name ?? '',
      kind: item?.kind ?? 'constant',
      value: item?.value ?? '',
      description: item?.description ?? '',
    },
    schema: defaultVariableBody,
    toBody: (values) => ({
      name: values.name.trim(),
      kind: values.kind,
      value: values.value,
      description: values.description.trim(),
    }),
    onValid: (body) => save.mutate(item ? { id: item.id, body } : { body }, { onSuccess: onClose }),
  });
  const isExpression = form.values.kind === 'expression';
  return (
    <FormDialog
      title={item ? text.edit : text.create}
      formRef={form.formRef}
      onSubmit={form.submit}
      onClose={onClose}
      isPending={save.isPending}
    >
      <TextField required autoFocus label={text.name} {...form.text('name')} />
      <SelectField
        label={text.kind}
        name="kind"
        value={form.values.kind}
        options={(['constant', 'expression'] as const).map((kind) => ({
          value: kind,
          label: text.kinds[kind]!,
        }))}
        onChange={(kind) => form.set({ kind: kind ?? 'constant' })}
      />
      <TextField
        required
        label={text.value}
        {...form.text('value', isExpression ? serviceMessages.process.expressionHint : undefined)}
        slotProps={{ htmlInput: { dir: 'auto', spellCheck: !isExpression } }}
      />
      <TextField label={text.description} multiline minRows={2} {...form.text('description')} />
    </FormDialog>
  );
}
