import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CreateUserBody } from '@darvazeh/shared';
import { FormDialog } from '../../../components/form-dialog';
import { serverFieldErrors } from '../../../lib/form-errors';
import { useSaveUser } from '../api/user-queries';
import { serverPasswordError, useUserForm, type UserTextField } from '../hooks/use-user-form';
import type { AdminUser, Role } from '../types';
import { ResponsibilityFields } from './responsibility-fields';
import { UserResponsibilities } from './user-responsibilities';
import { commonMessages, organisationMessages } from '../../../lib/messages';

interface UserDialogProps {
  /** The user to edit; null creates one. */
  user: AdminUser | null;
  roles: readonly Role[];
  onClose: () => void;
  /** Receives the temporary password the server made for a new user. */
  onCreated: (temporaryPassword: string) => void;
}

const text = organisationMessages.users;
const latin = { dir: 'ltr' } as const;

/**
 * Creates or edits a user: details, roles, lock; a new user's unit responsibility (unit, unit role,
 * personnel code) written with the user; when editing, their responsibilities. A refusal only the server
 * can make (a taken username or national ID) marks its field.
 */
export function UserDialog({ user, roles, onClose, onCreated }: UserDialogProps) {
  const save = useSaveUser();
  const form = useUserForm(user, (body, { setErrors }) =>
    save.mutate(user ? { id: user.id, body } : { body: body as CreateUserBody }, {
      onSuccess: (answer) => {
        onClose();
        if ('temporaryPassword' in answer && answer.temporaryPassword) onCreated(answer.temporaryPassword);
      },
      onError: (error) => setErrors({ ...serverPasswordError(error), ...serverFieldErrors(error) }),
    }),
  );
  const { values, set, errors, text: bind } = form;
  const fields: UserTextField[] = user
    ? ['firstName', 'lastName', 'email', 'mobile', 'nationalId']
    : ['username', 'firstName', 'lastName', 'email', 'mobile', 'nationalId', 'password'];

  return (
    <FormDialog
      title={user ? text.editTitle : text.add}
      form={form}
      onClose={onClose}
      isPending={save.isPending}
      maxWidth="md"
    >
      {user && (
        <TextField
          label={commonMessages.person.username}
          value={user.username}
          disabled
          slotProps={{ htmlInput: latin }}
        />
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {fields.map((name) => (
          <TextField
            key={name}
            label={name === 'password' ? text.password : commonMessages.person[name]}
            type={name === 'password' ? 'password' : 'text'}
            autoComplete={name === 'password' ? 'new-password' : 'off'}
            required={name === 'username' || name === 'firstName' || name === 'lastName'}
            {...bind(name, name === 'password' ? text.passwordHint : undefined)}
            slotProps={{ htmlInput: ['firstName', 'lastName'].includes(name) ? {} : latin }}
          />
        ))}
      </Box>
      <TextField
        select
        name="roleIds"
        label={text.roles}
        value={values.roleIds.map(String)}
        error={errors.roleIds !== undefined}
        helperText={errors.roleIds}
        slotProps={{ select: { multiple: true } }}
        onChange={(event) => {
          const picked = event.target.value as unknown as string[];
          set({ roleIds: picked.map(Number) });
        }}
      >
        {roles.map((role) => (
          <MenuItem key={role.id} value={String(role.id)}>
            {role.name}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Checkbox checked={values.locked} onChange={(event) => set({ locked: event.target.checked })} />
        }
        label={text.lockedYes}
      />
      {user ? (
        <UserResponsibilities userId={user.id} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 2fr 1fr' } }}>
          <ResponsibilityFields value={values} onChange={set} errors={errors} size="medium" />
        </Box>
      )}
    </FormDialog>
  );
}
