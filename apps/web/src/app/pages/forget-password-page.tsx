import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ForgetPasswordRequest } from '../../features/identity/components/forget-password-request';
import { ResetPasswordForm } from '../../features/identity/components/reset-password-form';
import { AuthPageTitle } from './auth-page-title';
import { identityMessages, routeNames } from '../../lib/messages';

/** Password reset in two steps: ask for a code, then set the new password with it. */
export default function ForgetPasswordPage() {
  const navigate = useNavigate();
  const [username, setUsername] = useState<string | null>(null);
  return (
    <>
      <AuthPageTitle>{routeNames.forgetPassword}</AuthPageTitle>
      {username === null ? (
        <ForgetPasswordRequest onSent={setUsername} />
      ) : (
        <ResetPasswordForm
          username={username}
          onDone={() => void navigate('/login', { replace: true })}
          onResend={() => setUsername(null)}
        />
      )}
      <Box sx={{ textAlign: 'center', mt: 2 }}>
        <Link component={RouterLink} to="/login" underline="hover" variant="body2">
          {identityMessages.forgetPassword.backToLogin}
        </Link>
      </Box>
    </>
  );
}
