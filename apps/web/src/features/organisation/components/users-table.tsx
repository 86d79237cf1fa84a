import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LockClockOutlined from '@mui/icons-material/LockClockOutlined';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import type { ReactNode } from 'react';
import { toPersianDigits } from '@darvazeh/shared';
import { JalaliTime } from '../../../components/jalali-time';
import { PagedTable, type PagedTableProps } from '../../../components/paged-table';
import { type TableColumn } from '../../../components/table-columns';
import type { AdminUser } from '../types';
import { UserRoleChips, UserStatus } from './user-status';
import { commonMessages, organisationMessages } from '../../../lib/messages';

type PageProps = Pick<
  PagedTableProps<AdminUser>,
  'rows' | 'pages' | 'page' | 'onPageChange' | 'isFetching' | 'toolbar'
>;

interface UsersTableProps extends PageProps {
  onEdit: (user: AdminUser) => void;
  onToggleLock: (user: AdminUser) => void;
  onResetPassword: (user: AdminUser) => void;
  onUnlockSignIn: (user: AdminUser) => void;
  onSessions: (user: AdminUser) => void;
}

const text = organisationMessages.users;

/** A small icon button with its name as tooltip and accessible name. */
function Action({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

const columns: TableColumn<AdminUser>[] = [
  { key: 'lastName', header: commonMessages.person.lastName, render: (user) => user.lastName },
  { key: 'firstName', header: commonMessages.person.firstName, render: (user) => user.firstName },
  { key: 'username', header: commonMessages.person.username, render: (user) => <bdi>{user.username}</bdi> },
  {
    key: 'mobile',
    header: commonMessages.person.mobile,
    sx: { whiteSpace: 'nowrap' },
    // Stored with Latin digits (it is compared); shown like the Persian dates beside it.
    render: (user) => user.mobile && <bdi dir="ltr">{toPersianDigits(user.mobile)}</bdi>,
  },
  { key: 'roles', header: text.roles, render: (user) => <UserRoleChips user={user} /> },
  { key: 'status', header: commonMessages.status, render: (user) => <UserStatus user={user} /> },
  {
    key: 'created',
    header: commonMessages.createdAt,
    sx: { whiteSpace: 'nowrap' },
    render: (user) => <JalaliTime value={user.createdAt} />,
  },
];

/** One page of users with their roles, state and the row actions, under the filter bar and above the pager. */
export function UsersTable({
  onEdit,
  onToggleLock,
  onResetPassword,
  onUnlockSignIn,
  onSessions,
  ...page
}: UsersTableProps) {
  const actions: TableColumn<AdminUser> = {
    key: 'actions',
    header: commonMessages.actions,
    sx: { whiteSpace: 'nowrap' },
    render: (user) => (
      <>
        <Action
          label={commonMessages.edit}
          icon={<EditOutlined fontSize="small" />}
          onClick={() => onEdit(user)}
        />
        <Action
          label={user.locked ? text.unlock : text.lock}
          icon={user.locked ? <LockOpenOutlined fontSize="small" /> : <LockOutlined fontSize="small" />}
          onClick={() => onToggleLock(user)}
        />
        <Action
          label={text.resetPassword}
          icon={<LockResetOutlined fontSize="small" />}
          onClick={() => onResetPassword(user)}
        />
        <Action
          label={organisationMessages.unlockSignIn}
          icon={<LockClockOutlined fontSize="small" />}
          onClick={() => onUnlockSignIn(user)}
        />
        <Action
          label={organisationMessages.sessions}
          icon={<DevicesOutlined fontSize="small" />}
          onClick={() => onSessions(user)}
        />
      </>
    ),
  };
  return (
    <PagedTable columns={[...columns, actions]} emptyText={text.empty} pagerLabel={text.pages} {...page} />
  );
}
