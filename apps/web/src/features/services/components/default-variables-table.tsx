import TextField from '@mui/material/TextField';
import { defaultVariableBody } from '@darvazeh/shared';
import { DialogTable } from '../../../components/searched-table';
import { FormDialog, useSaveDialogForm } from '../../../components/form-dialog';
import { SelectField } from '../../../components/select-field';
import type { TableColumn } from '../../../components/table-columns';
import { serviceMessages } from '../../../lib/messages';
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
  return (
    <DialogTable
      usePage={useDefaultVariablePage}
      remove={useDeleteDefaultVariable()}
      texts={text}
      name="name"
      columns={columns}
      Dialog={DefaultVariableDialog}
    />
  );
}

interface Values {
  name: string;
  kind: Kind;
  value: string;
  description: string;
}

function DefaultVariableDialog({ item, onClose }: { item: DefaultVariableItem | null; onClose: () => void }) {
  const { form, dialog } = useSaveDialogForm<Values, DefaultVariableBody, unknown>(
    useSaveDefaultVariable(),
    item,
    onClose,
    {
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
    },
  );
  const isExpression = form.values.kind === 'expression';
  return (
    <FormDialog title={item ? text.edit : text.create} {...dialog}>
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
