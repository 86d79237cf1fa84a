import { useState } from 'react';
import Box from '@mui/material/Box';
import { USER_IMPORT_COLUMNS } from '@darvazeh/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CreateButton } from '../../../components/list-toolbar';
import {
  emptyUserFilter,
  updateFieldsOf,
  useResetUserPassword,
  useRoles,
  useSaveUser,
  useUnlockSignIn,
  useUsers,
  type UserFilter,
} from '../api/user-queries';
import type { AdminUser } from '../types';
import { OrgImportButton } from './import-dialog';
import { TemporaryPasswordDialog } from './temporary-password-dialog';
import { UserDialog } from './user-dialog';
import { UserFilterBar } from './user-filter-bar';
import { UserSessionsDialog } from './user-sessions-dialog';
import { UsersTable } from './users-table';
import { organisationMessages } from '../../../lib/messages';

const text = organisationMessages.users;

const displayName = (user: AdminUser) => `${user.firstName} ${user.lastName}`.trim() || user.username;

/**
 * Admins' users screen: filter bar, paged table, create/edit, lock, password reset, lifting the
 * sign-in limits, sessions, import.
 */
export function UsersAdmin() {
  const [filter, setFilter] = useState<UserFilter>(emptyUserFilter);
  const [page, setPage] = useState(1);
  const { data, isFetching } = useUsers(filter, page);
  const roles = useRoles().data?.list ?? [];
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const [password, setPassword] = useState<string | null>(null);
  const [unlocking, setUnlocking] = useState<AdminUser | null>(null);
  const [sessionsOf, setSessionsOf] = useState<AdminUser | null>(null);
  const update = useSaveUser();
  const reset = useResetUserPassword();
  const unlockSignIn = useUnlockSignIn();

  const handleToggleLock = (user: AdminUser) =>
    update.mutate({ id: user.id, body: { ...updateFieldsOf(user), locked: !user.locked } });
  const handleReset = () => {
    if (!resetting) return;
    reset.mutate(resetting.id, {
      onSuccess: (temporary) => {
        setResetting(null);
        setPassword(temporary);
      },
    });
  };

  const handleUnlockSignIn = () => {
    if (unlocking) unlockSignIn.mutate(unlocking.id, { onSuccess: () => setUnlocking(null) });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <CreateButton label={text.add} onClick={() => setEditing('new')} />
        <OrgImportButton
          kind="user"
          title={organisationMessages.importUsers}
          columns={USER_IMPORT_COLUMNS}
          note={organisationMessages.usersPasswordNote}
        />
      </Box>
      <UsersTable
        rows={data?.list}
        pages={data?.pages}
        page={page}
        onPageChange={setPage}
        isFetching={isFetching}
        toolbar={
          <UserFilterBar
            value={filter}
            roles={roles}
            onChange={(next) => {
              setFilter(next);
              setPage(1);
            }}
          />
        }
        onEdit={setEditing}
        onToggleLock={handleToggleLock}
        onResetPassword={setResetting}
        onUnlockSignIn={setUnlocking}
        onSessions={setSessionsOf}
      />
      {editing !== null && (
        <UserDialog
          user={editing === 'new' ? null : editing}
          roles={roles}
          onClose={() => setEditing(null)}
          onCreated={setPassword}
        />
      )}
      <ConfirmDialog
        open={resetting !== null}
        title={text.resetPassword}
        text={text.resetConfirm}
        isPending={reset.isPending}
        onConfirm={handleReset}
        onClose={() => setResetting(null)}
      />
      <ConfirmDialog
        open={unlocking !== null}
        title={organisationMessages.unlockSignIn}
        text={unlocking ? organisationMessages.unlockSignInConfirm(displayName(unlocking)) : ''}
        isPending={unlockSignIn.isPending}
        onConfirm={handleUnlockSignIn}
        onClose={() => setUnlocking(null)}
      />
      <TemporaryPasswordDialog password={password} onClose={() => setPassword(null)} />
      {sessionsOf && <UserSessionsDialog user={sessionsOf} onClose={() => setSessionsOf(null)} />}
    </Box>
  );
}
