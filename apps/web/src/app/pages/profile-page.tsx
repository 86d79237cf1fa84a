import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useUserInfo } from '../../features/identity/api/account-queries';
import { ProfileDetailsForm } from '../../features/identity/components/profile-details-form';
import { SignatureSettings } from '../../features/identity/components/signature-settings';
import { TwoFactorSettings } from '../../features/identity/components/two-factor-settings';
import { SectionCard } from '../../components/section-card';
import { messages } from '../../lib/messages';

/** The user's profile: their details, two-factor sign-in and signature. */
export default function ProfilePage() {
  const { data: info } = useUserInfo();
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 880, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box component="h1" sx={{ m: 0, typography: 'h5', fontWeight: 700 }}>
        {messages.profile.title}
      </Box>
      {info ? (
        <>
          <SectionCard title={messages.profile.details}>
            {/* Keyed by the saved values, so the form restarts from what the server holds. */}
            <ProfileDetailsForm key={JSON.stringify(info)} info={info} />
          </SectionCard>
          <SectionCard title={messages.twoFactorSettings.title}>
            <TwoFactorSettings isEnabled={info.twoFactorEnabled} />
          </SectionCard>
        </>
      ) : (
        <LinearProgress aria-label={messages.loading} />
      )}
      <SectionCard title={messages.signature.title}>
        <SignatureSettings />
      </SectionCard>
    </Box>
  );
}
