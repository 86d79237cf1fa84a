import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  OIDC_GRANT_TYPES,
  OIDC_SCOPES,
  oidcClientSettingsBody,
  type OidcClientSettings,
  type OidcClientSettingsBody,
} from '@darvazeh/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SchemaForm } from '../../../components/schema-form';
import { SectionCard } from '../../../components/section-card';
import { secretSx, ShownOnceDialog } from '../../../components/shown-once-dialog';
import { SwitchField } from '../../../components/switch-field';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { oidcMessages as text } from '../../../lib/messages';
import { useOidcSettings, useRotateOidcSecret, useSaveOidcSettings } from '../api/oidc-queries';
import { Choices, ClientKindField, ltr, UriList } from './oidc-settings-fields';

type Grant = (typeof OIDC_GRANT_TYPES)[number];
/** The grants a public client may use: the user's sign-in and refresh tokens, never client credentials. */
const USER_GRANTS = OIDC_GRANT_TYPES.filter((grant) => grant !== 'client_credentials');
type Scope = (typeof OIDC_SCOPES)[number];

interface Values {
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  grantTypes: Grant[];
  scopes: Scope[];
  backchannelLogoutUri: string;
  requireConsent: boolean;
  publicClient: boolean;
}

function valuesOf(settings: OidcClientSettings | null): Values {
  return {
    redirectUris: settings?.redirectUris ?? [''],
    postLogoutRedirectUris: settings?.postLogoutRedirectUris ?? [],
    grantTypes: settings?.grantTypes ?? ['authorization_code'],
    scopes: settings?.scopes ?? ['openid', 'profile'],
    backchannelLogoutUri: settings?.backchannelLogoutUri ?? '',
    requireConsent: settings?.requireConsent ?? false,
    publicClient: settings?.publicClient ?? false,
  };
}

function bodyOf(values: Values): OidcClientSettingsBody {
  const uris = (list: string[]) => list.map((uri) => uri.trim()).filter((uri) => uri !== '');
  return {
    ...values,
    redirectUris: uris(values.redirectUris),
    postLogoutRedirectUris: uris(values.postLogoutRedirectUris),
    backchannelLogoutUri: values.backchannelLogoutUri.trim() || null,
  };
}

function SettingsForm(props: {
  systemId: number;
  settings: OidcClientSettings | null;
  onSecret: (secret: string) => void;
}) {
  const { systemId, settings, onSecret } = props;
  const save = useSaveOidcSettings(systemId, onSecret);
  const rotate = useRotateOidcSecret(systemId, onSecret);
  const [confirming, setConfirming] = useState(false);
  const form = useSchemaForm<Values, OidcClientSettingsBody>({
    initial: valuesOf(settings),
    schema: oidcClientSettingsBody,
    toBody: bodyOf,
    onValid: (body) => save.mutate(body),
  });
  const { values, set, errors } = form;
  return (
    <SchemaForm form={form} sx={{ display: 'grid', gap: 2.5 }}>
      <Typography variant="body2" color="text.secondary">
        {settings ? text.intro : text.notConfigured}
      </Typography>
      {settings && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <TextField
            label={text.clientId}
            value={settings.clientId}
            slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
          />
          <TextField
            label={text.discoveryUrl}
            value={settings.discoveryUrl}
            slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
          />
        </Box>
      )}
      <ClientKindField
        value={values.publicClient}
        onChange={(publicClient) =>
          set({
            publicClient,
            // A public client cannot sign in as itself (client credentials need a secret).
            grantTypes: publicClient
              ? values.grantTypes.filter((grant) => grant !== 'client_credentials')
              : values.grantTypes,
          })
        }
      />
      <Choices
        label={text.grantTypes}
        all={values.publicClient ? USER_GRANTS : OIDC_GRANT_TYPES}
        names={text.grants}
        value={values.grantTypes}
        error={errors.grantTypes}
        onChange={(grantTypes) => set({ grantTypes })}
      />
      <UriList
        label={text.redirectUris}
        name="redirect-uri"
        value={values.redirectUris}
        error={errors.redirectUris}
        onChange={(redirectUris) => set({ redirectUris })}
      />
      <UriList
        label={text.postLogoutRedirectUris}
        name="post-logout-uri"
        value={values.postLogoutRedirectUris}
        error={errors.postLogoutRedirectUris}
        onChange={(postLogoutRedirectUris) => set({ postLogoutRedirectUris })}
      />
      <Choices
        label={text.scopes}
        all={OIDC_SCOPES}
        names={text.scopeNames}
        value={values.scopes}
        error={errors.scopes}
        onChange={(scopes) => set({ scopes })}
      />
      <TextField
        label={text.backchannelLogoutUri}
        value={values.backchannelLogoutUri}
        onChange={(event) => set({ backchannelLogoutUri: event.target.value })}
        error={errors.backchannelLogoutUri !== undefined}
        helperText={errors.backchannelLogoutUri ?? text.backchannelHint}
        slotProps={ltr}
      />
      <SwitchField
        label={text.requireConsent}
        checked={values.requireConsent}
        onChange={(requireConsent) => set({ requireConsent })}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {settings && !settings.publicClient && (
          <Button variant="outlined" onClick={() => setConfirming(true)}>
            {text.rotate}
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {text.save}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={text.rotateTitle}
        text={text.rotateText}
        isPending={rotate.isPending}
        onConfirm={() => rotate.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </SchemaForm>
  );
}

/**
 * A connected system's OpenID Connect / OAuth2 settings (categories 1 and 2): grants, redirect URIs as
 * an editable list, scopes, back-channel logout, consent; the client id and discovery URL; the secret
 * shown once after the first save or a rotation.
 */
export function OidcSettingsSection({ systemId }: { systemId: number }) {
  const { data, isSuccess } = useOidcSettings(systemId);
  // Kept here: the form restarts (its key) once the first save gave the system a client id.
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <SectionCard headingLevel="h2" title={text.title}>
      {isSuccess && (
        <SettingsForm
          key={data?.clientId ?? 'new'}
          systemId={systemId}
          settings={data}
          onSecret={setSecret}
        />
      )}
      <ShownOnceDialog
        open={secret !== null}
        title={text.secretTitle}
        intro={text.secretIntro}
        copy={{ value: secret ?? '', label: text.copy, done: text.copied }}
        doneLabel={text.secretKept}
        maxWidth="sm"
        onClose={() => setSecret(null)}
      >
        <Box dir="ltr" sx={{ ...secretSx, wordBreak: 'break-all' }}>
          {secret}
        </Box>
      </ShownOnceDialog>
    </SectionCard>
  );
}
