import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { AdminUser } from '../types';
import { commonMessages, organisationMessages, routeNames } from '../../../lib/messages';

const text = organisationMessages.users;

/** A user's lock, sign-in limits, deprecated-password and two-factor state as small chips. */
export function UserStatus({ user }: { user: AdminUser }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {user.locked ? (
        <Chip size="small" color="error" variant="outlined" label={text.lockedYes} />
      ) : (
        <Chip size="small" color="success" variant="outlined" label={commonMessages.enabled} />
      )}
      {user.signInLimited && (
        <Tooltip title={organisationMessages.signInLimitedHint}>
          <Chip size="small" color="warning" variant="outlined" label={organisationMessages.signInLimited} />
        </Tooltip>
      )}
      {user.passwordDeprecated && (
        <Chip size="small" color="warning" variant="outlined" label={text.deprecated} />
      )}
      {user.twoFactorEnabled && (
        <Chip size="small" color="info" variant="outlined" label={routeNames.twoFactor} />
      )}
    </Box>
  );
}

/** A user's roles as chips. */
export function UserRoleChips({ user }: { user: AdminUser }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {user.roles.map((role) => (
        <Chip key={role.id} size="small" label={role.name} />
      ))}
    </Box>
  );
}
