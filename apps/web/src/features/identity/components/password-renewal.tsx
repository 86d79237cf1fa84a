import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useCanChangePasswordDirectly } from '../api/password-queries';
import { profileQuery } from '../api/get-profile';
import { useSignOut } from '../hooks/use-sign-out';
import { pathTo } from '../../../lib/paths';
import { pathAfterSignIn } from '../session';
import { ChangePasswordForm } from './change-password-form';
import { DirectPasswordForm } from './direct-password-form';
import { commonMessages, identityMessages, routeNames } from '../../../lib/messages';

/**
 * The forced password change of a deprecated password: without the current password when the
 * server allows it, otherwise with it. Afterwards the profile is reloaded and the user goes on
 * to the page they wanted.
 */
export function PasswordRenewal() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { data: canChangeDirectly, isPending } = useCanChangePasswordDirectly();

  const handleDone = async () => {
    const profile = await queryClient.fetchQuery({ ...profileQuery, staleTime: 0 });
    await navigate(profile ? pathAfterSignIn(profile) : pathTo('login'), { replace: true });
  };

  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label={commonMessages.loading} />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {canChangeDirectly ? (
        <DirectPasswordForm
          submitLabel={identityMessages.credentials.saveNewPassword}
          onDone={() => void handleDone()}
        />
      ) : (
        <ChangePasswordForm
          submitLabel={identityMessages.credentials.saveNewPassword}
          onDone={() => void handleDone()}
        />
      )}
      <Button variant="text" color="inherit" onClick={() => void signOut()}>
        {routeNames.logout}
      </Button>
    </Box>
  );
}
