import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CreateUserBody } from '@darvazeh/shared';
import { messages } from '../../../lib/messages';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { useUserForm, type UserTextField } from '../hooks/use-user-form';
import type { AdminUser, Role } from '../types';
import { UserResponsibilities } from './user-responsibilities';

interface UserDialogProps {
  /** The user to edit; null creates one. */
  user: AdminUser | null;
  roles: readonly Role[];
  onClose: () => void;
  /** Receives the temporary password the server made for a new user. */
  onCreated: (temporaryPassword: string) => void;
}

const text = messages.users;
const latin = { dir: 'ltr' } as const;

/** Creates or edits a user: details, roles, lock and, when editing, unit responsibilities. */
export function UserDialog({ user, roles, onClose, onCreated }: UserDialogProps) {
  const { values, setValues, errors, validate, showServerError } = useUserForm(user);
  const create = useCreateUser();
  const update = useUpdateUser();
  const fields: UserTextField[] = user
    ? ['firstName', 'lastName', 'email', 'mobile']
    : ['username', 'firstName', 'lastName', 'email', 'mobile', 'password'];

  const handleSave = () => {
    const body = validate();
    if (!body) return;
    if (user) {
      update.mutate({ id: user.id, body }, { onSuccess: onClose });
      return;
    }
    create.mutate(body as CreateUserBody, {
      onSuccess: ({ temporaryPassword }) => {
        onClose();
        if (temporaryPassword) onCreated(temporaryPassword);
      },
      onError: showServerError,
    });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="user-dialog-title">
      <DialogTitle id="user-dialog-title">{user ? text.editTitle : text.createTitle}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {user && (
          <TextField label={text.username} value={user.username} disabled slotProps={{ htmlInput: latin }} />
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {fields.map((name) => (
            <TextField
              key={name}
              name={name}
              label={text[name]}
              type={name === 'password' ? 'password' : 'text'}
              autoComplete={name === 'password' ? 'new-password' : 'off'}
              required={name === 'username' || name === 'firstName' || name === 'lastName'}
              value={values[name]}
              onChange={(event) => setValues({ ...values, [name]: event.target.value })}
              error={errors[name] !== undefined}
              helperText={errors[name] ?? (name === 'password' ? text.passwordHint : undefined)}
              slotProps={{ htmlInput: ['firstName', 'lastName'].includes(name) ? {} : latin }}
            />
          ))}
        </Box>
        <TextField
          select
          label={text.roles}
          value={values.roleIds.map(String)}
          error={errors.roleIds !== undefined}
          helperText={errors.roleIds}
          slotProps={{ select: { multiple: true } }}
          onChange={(event) => {
            const picked = event.target.value as unknown as string[];
            setValues({ ...values, roleIds: picked.map(Number) });
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
            <Checkbox
              checked={values.locked}
              onChange={(event) => setValues({ ...values, locked: event.target.checked })}
            />
          }
          label={text.lockedYes}
        />
        {user && <UserResponsibilities userId={user.id} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{messages.common.cancel}</Button>
        <Button variant="contained" loading={create.isPending || update.isPending} onClick={handleSave}>
          {messages.common.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
