import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LockClockOutlined from '@mui/icons-material/LockClockOutlined';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import { toPersianDigits } from '@darvazeh/shared';
import { JalaliTime } from '../../../components/jalali-time';
import { messages } from '../../../lib/messages';
import { orgMessages } from '../messages';
import type { AdminUser } from '../types';
import { UserRoleChips, UserStatus } from './user-status';

interface UsersTableProps {
  rows: readonly AdminUser[];
  isLoaded: boolean;
  onEdit: (user: AdminUser) => void;
  onToggleLock: (user: AdminUser) => void;
  onResetPassword: (user: AdminUser) => void;
  onUnlockSignIn: (user: AdminUser) => void;
  onSessions: (user: AdminUser) => void;
}

const text = messages.users;

/** One page of users with their roles, state and the row actions. */
export function UsersTable({
  rows,
  isLoaded,
  onEdit,
  onToggleLock,
  onResetPassword,
  onUnlockSignIn,
  onSessions,
}: UsersTableProps) {
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{text.lastName}</TableCell>
            <TableCell>{text.firstName}</TableCell>
            <TableCell>{text.username}</TableCell>
            <TableCell>{text.mobile}</TableCell>
            <TableCell>{text.roles}</TableCell>
            <TableCell>{text.status}</TableCell>
            <TableCell>{text.created}</TableCell>
            <TableCell>{text.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((user) => (
            <TableRow key={user.id} hover>
              <TableCell>{user.lastName}</TableCell>
              <TableCell>{user.firstName}</TableCell>
              <TableCell>
                <bdi>{user.username}</bdi>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {/* Stored with Latin digits (it is compared); shown like the Persian dates beside it. */}
                {user.mobile && <bdi dir="ltr">{toPersianDigits(user.mobile)}</bdi>}
              </TableCell>
              <TableCell>
                <UserRoleChips user={user} />
              </TableCell>
              <TableCell>
                <UserStatus user={user} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <JalaliTime value={user.createdAt} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={text.edit}>
                  <IconButton size="small" aria-label={text.edit} onClick={() => onEdit(user)}>
                    <EditOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={user.locked ? text.unlock : text.lock}>
                  <IconButton
                    size="small"
                    aria-label={user.locked ? text.unlock : text.lock}
                    onClick={() => onToggleLock(user)}
                  >
                    {user.locked ? <LockOpenOutlined fontSize="small" /> : <LockOutlined fontSize="small" />}
                  </IconButton>
                </Tooltip>
                <Tooltip title={text.resetPassword}>
                  <IconButton
                    size="small"
                    aria-label={text.resetPassword}
                    onClick={() => onResetPassword(user)}
                  >
                    <LockResetOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={orgMessages.unlockSignIn}>
                  <IconButton
                    size="small"
                    aria-label={orgMessages.unlockSignIn}
                    onClick={() => onUnlockSignIn(user)}
                  >
                    <LockClockOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={orgMessages.sessions}>
                  <IconButton size="small" aria-label={orgMessages.sessions} onClick={() => onSessions(user)}>
                    <DevicesOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
          {isLoaded && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={8} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {text.empty}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
