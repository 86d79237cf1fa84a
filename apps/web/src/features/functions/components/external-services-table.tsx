import TextField from '@mui/material/TextField';
import { EXTERNAL_AUTH_KINDS, externalServiceBody, type ExternalAuthKind } from '@darvazeh/shared';
import { FormDialog, useSaveDialogForm } from '../../../components/form-dialog';
import { DialogTable } from '../../../components/searched-table';
import { SelectField } from '../../../components/select-field';
import type { TableColumn } from '../../../components/table-columns';
import { functionMessages } from '../../../lib/messages';
import {
  useDeleteExternalService,
  useExternalServicePage,
  useSaveExternalService,
} from '../api/external-service-queries';
import type { ExternalServiceBody, ExternalServiceItem } from '../types';

const text = functionMessages.externalServices;

const columns: TableColumn<ExternalServiceItem>[] = [
  { key: 'name', header: text.name, render: (s) => s.name },
  { key: 'baseUrl', header: text.baseUrl, render: (s) => <bdi dir="ltr">{s.baseUrl}</bdi> },
  { key: 'authKind', header: text.authKind, render: (s) => text.authKinds[s.authKind] },
  {
    key: 'secretSet',
    header: text.secretColumn,
    render: (s) => (s.authKind === 'none' ? '' : s.secretSet ? text.secretSet : text.secretNone),
  },
];

/** Every outside web service: search by name, register and edit in a dialog, delete after a question. */
export function ExternalServicesTable() {
  return (
    <DialogTable
      usePage={useExternalServicePage}
      remove={useDeleteExternalService()}
      texts={text}
      name="name"
      columns={columns}
      Dialog={ExternalServiceDialog}
    />
  );
}

interface Values {
  name: string;
  baseUrl: string;
  authKind: ExternalAuthKind;
  username: string;
  headerName: string;
  secret: string;
}

/**
 * Registers or edits an outside web service. The secret is write-only: the field starts empty, and left
 * empty on an edit it keeps the stored one (the server says whether one is stored, never what it is).
 */
function ExternalServiceDialog({ item, onClose }: { item: ExternalServiceItem | null; onClose: () => void }) {
  const { form, dialog } = useSaveDialogForm<Values, ExternalServiceBody, unknown>(
    useSaveExternalService(),
    item,
    onClose,
    {
      initial: {
        name: item?.name ?? '',
        baseUrl: item?.baseUrl ?? '',
        authKind: item?.authKind ?? 'none',
        username: item?.username ?? '',
        headerName: item?.headerName ?? '',
        secret: '',
      },
      schema: externalServiceBody,
      toBody: (values) => ({
        name: values.name.trim(),
        baseUrl: values.baseUrl.trim(),
        authKind: values.authKind,
        username: values.authKind === 'basic' ? values.username.trim() : '',
        headerName: values.authKind === 'apiKey' ? values.headerName.trim() : '',
        secret: values.authKind === 'none' ? '' : values.secret,
      }),
    },
  );
  const kind = form.values.authKind;
  const keeps = item !== null && item.secretSet && item.authKind === kind;
  return (
    <FormDialog title={item ? text.edit : text.create} {...dialog}>
      <TextField required autoFocus label={text.name} {...form.text('name')} />
      <TextField
        required
        label={text.baseUrl}
        {...form.text('baseUrl', text.baseUrlHint)}
        slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, inputMode: 'url' } }}
      />
      <SelectField
        label={text.authKind}
        name="authKind"
        value={kind}
        options={EXTERNAL_AUTH_KINDS.map((k) => ({ value: k, label: text.authKinds[k]! }))}
        onChange={(k) => form.set({ authKind: k ?? 'none' })}
      />
      {kind === 'basic' && (
        <TextField
          required
          label={text.username}
          {...form.text('username')}
          slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'off' } }}
        />
      )}
      {kind === 'apiKey' && (
        <TextField
          required
          label={text.headerName}
          {...form.text('headerName', text.headerNameHint)}
          slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
        />
      )}
      {kind !== 'none' && (
        <TextField
          required={!keeps}
          type="password"
          label={text.secret}
          {...form.text('secret', keeps ? text.secretKeep : undefined)}
          slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'new-password' } }}
        />
      )}
    </FormDialog>
  );
}
