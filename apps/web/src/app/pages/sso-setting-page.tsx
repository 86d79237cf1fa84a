import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useSettingRows } from '../../features/sso/api/setting-queries';
import { SigningKeysSection } from '../../features/sso/components/signing-keys-section';
import { SsoSettingForm } from '../../features/sso/components/sso-setting-form';
import { PageCard } from '../../components/section-card';
import { routeNames, ssoMessages } from '../../lib/messages';

/**
 * `/panel/sso/setting` (Admin): single sign-on's token lifetimes and session policy, then the signing
 * keys and their rotation.
 */
export default function SsoSettingPage() {
  const { data } = useSettingRows();
  const row = data?.list.find((setting) => setting.name === 'ssoSetting');
  return (
    <Stack spacing={3}>
      <PageCard title={routeNames.ssoSetting} subtitle={ssoMessages.setting.subtitle}>
        {/* Keyed by the stored row, so the form starts again from what the server holds. */}
        {data ? (
          <SsoSettingForm key={row?.updatedAt ?? row?.id ?? 'new'} row={row} />
        ) : (
          <Skeleton height={320} />
        )}
      </PageCard>
      <SigningKeysSection />
    </Stack>
  );
}
