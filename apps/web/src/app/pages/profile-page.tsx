import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useUserInfo } from '../../features/identity/api/account-queries';
import { ProfileDetailsForm } from '../../features/identity/components/profile-details-form';
import { SignatureSettings } from '../../features/identity/components/signature-settings';
import { TwoFactorSettings } from '../../features/identity/components/two-factor-settings';
import { SectionCard } from '../../components/section-card';
import { commonMessages, identityMessages, routeNames } from '../../lib/messages';

/** The user's profile: their details, two-factor sign-in and signature. */
export default function ProfilePage() {
  const { data: info } = useUserInfo();
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 880, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box component="h1" sx={{ m: 0, typography: 'h5', fontWeight: 700 }}>
        {routeNames.profile}
      </Box>
      {info ? (
        <>
          <SectionCard title={identityMessages.profile.details}>
            {/* Keyed by the saved values, so the form restarts from what the server holds. */}
            <ProfileDetailsForm key={JSON.stringify(info)} info={info} />
          </SectionCard>
          <SectionCard title={routeNames.twoFactor}>
            <TwoFactorSettings isEnabled={info.twoFactorEnabled} />
          </SectionCard>
        </>
      ) : (
        <LinearProgress aria-label={commonMessages.loading} />
      )}
      <SectionCard title={identityMessages.signature.title}>
        <SignatureSettings />
      </SectionCard>
    </Box>
  );
}
