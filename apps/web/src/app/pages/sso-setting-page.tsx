import Skeleton from '@mui/material/Skeleton';
import { useSettingRows } from '../../features/sso/api/setting-queries';
import { SsoSettingForm } from '../../features/sso/components/sso-setting-form';
import { SectionCard } from '../../components/section-card';
import { routeNames, ssoMessages } from '../../lib/messages';

/** `/panel/sso/setting` (Admin): single sign-on's token lifetimes and session policy. */
export default function SsoSettingPage() {
  const { data } = useSettingRows();
  const row = data?.list.find((setting) => setting.name === 'ssoSetting');
  return (
    <SectionCard headingLevel="h1" title={routeNames.ssoSetting} subtitle={ssoMessages.setting.subtitle}>
      {/* Keyed by the stored row, so the form starts again from what the server holds. */}
      {data ? (
        <SsoSettingForm key={row?.updatedAt ?? row?.id ?? 'new'} row={row} />
      ) : (
        <Skeleton height={320} />
      )}
    </SectionCard>
  );
}
