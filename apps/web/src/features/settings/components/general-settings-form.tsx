import Box from '@mui/material/Box';
import { GENERAL_SETTING_IMAGES, type GeneralSetting, type GeneralSettingName } from '@darvazeh/shared';
import { ImageUploadField } from '../../../components/image-upload-field';
import { SectionCard } from '../../../components/section-card';
import {
  useDeleteGeneralSetting,
  useGeneralSettingRows,
  useSaveGeneralSetting,
} from '../api/general-settings';
import { routeNames, settingsMessages as m } from '../../../lib/messages';
import { DisplaySystemsForm } from './display-systems-form';
import { RegistrationSettingForm } from './registration-setting-form';
import { isSmsLoggedOnly, SmsProviderForm } from './sms-provider-form';
import { SsoProvidersForm } from './sso-providers-form';

function ImageSetting({ name, row }: { name: GeneralSettingName; row: GeneralSetting | undefined }) {
  const save = useSaveGeneralSetting();
  const remove = useDeleteGeneralSetting();
  return (
    <ImageUploadField
      label={m[name as keyof typeof m]}
      name={name}
      value={row?.data ?? null}
      onChange={(id) => {
        if (id !== null) save.mutate({ id: row?.id, body: { name, data: id } });
        else if (row) remove.mutate(row.id);
      }}
    />
  );
}

/** General settings (name/data pairs): each image saves when uploaded, each other setting is a form of its own. */
export function GeneralSettingsForm() {
  const { data, isSuccess } = useGeneralSettingRows();
  const byName = new Map((data?.list ?? []).map((row) => [row.name, row]));
  if (!isSuccess) return null;
  const sms = byName.get('smsProvider');
  return (
    <>
      <SectionCard title={routeNames.generalSettings} subtitle={m.generalSubtitle}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {GENERAL_SETTING_IMAGES.map((name) => (
            <ImageSetting key={name} name={name} row={byName.get(name)} />
          ))}
        </Box>
      </SectionCard>
      {/* Keyed by the stored value: a save elsewhere starts each form afresh from it. */}
      <DisplaySystemsForm
        key={`display:${byName.get('displaySystemsBaseOn')?.data ?? ''}`}
        row={byName.get('displaySystemsBaseOn')}
      />
      <SsoProvidersForm
        key={`sso:${byName.get('ssoProviders')?.data ?? ''}`}
        row={byName.get('ssoProviders')}
      />
      <SmsProviderForm key={`sms:${sms?.data ?? ''}`} row={sms} />
      <RegistrationSettingForm
        key={`registration:${byName.get('registration')?.data ?? ''}`}
        row={byName.get('registration')}
        isSmsLoggedOnly={isSmsLoggedOnly(sms)}
      />
    </>
  );
}
