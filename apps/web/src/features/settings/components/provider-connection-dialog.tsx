import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_PROVIDER_CLAIMS,
  IDENTITY_PROVIDER_KINDS,
  identityProviderBody,
  TOKEN_AUTH_METHODS,
  type IdentityProviderClaims,
  type IdentityProviderKind,
  type IdentityProviderSetting,
} from '@darvazeh/shared';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField } from '../../../components/select-field';
import { SwitchField } from '../../../components/switch-field';
import { ssoProvidersMessages as m } from '../../../lib/messages';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { callbackAddress, useSaveIdentityProvider } from '../api/identity-providers';

type Values = {
  kind: IdentityProviderKind;
  useDiscovery: boolean;
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string;
  jwksUri: string;
  logoutUrl: string;
  clientId: string;
  clientSecret: string;
  tokenAuthMethod: (typeof TOKEN_AUTH_METHODS)[number];
  scopes: string;
  createAccounts: boolean;
} & { [K in keyof IdentityProviderClaims as `claim_${K}`]: string };

const CLAIM_KEYS = Object.keys(DEFAULT_PROVIDER_CLAIMS) as (keyof IdentityProviderClaims)[];
const URL_FIELDS = ['authorizationEndpoint', 'tokenEndpoint', 'userinfoEndpoint', 'jwksUri'] as const;
const ltr = { htmlInput: { dir: 'ltr', spellCheck: false } } as const;

function initialOf(stored: IdentityProviderSetting | undefined): Values {
  const claims = stored?.claims ?? DEFAULT_PROVIDER_CLAIMS;
  return {
    kind: stored?.kind ?? 'oidc',
    useDiscovery: stored?.useDiscovery ?? false,
    issuer: stored?.issuer ?? '',
    authorizationEndpoint: stored?.authorizationEndpoint ?? '',
    tokenEndpoint: stored?.tokenEndpoint ?? '',
    userinfoEndpoint: stored?.userinfoEndpoint ?? '',
    jwksUri: stored?.jwksUri ?? '',
    logoutUrl: stored?.logoutUrl ?? '',
    clientId: stored?.clientId ?? '',
    clientSecret: '',
    tokenAuthMethod: stored?.tokenAuthMethod ?? 'client_secret_post',
    scopes: stored?.scopes ?? 'openid',
    createAccounts: stored?.createAccounts ?? true,
    ...(Object.fromEntries(CLAIM_KEYS.map((k) => [`claim_${k}`, claims[k]])) as {
      [K in keyof IdentityProviderClaims as `claim_${K}`]: string;
    }),
  };
}

function bodyOf(values: Values) {
  const {
    claim_subject,
    claim_nationalId,
    claim_firstName,
    claim_lastName,
    claim_mobile,
    claim_email,
    ...rest
  } = values;
  return {
    ...rest,
    claims: {
      subject: claim_subject,
      nationalId: claim_nationalId,
      firstName: claim_firstName,
      lastName: claim_lastName,
      mobile: claim_mobile,
      email: claim_email,
    },
  };
}

interface ProviderConnectionDialogProps {
  provider: string;
  name: string;
  stored: IdentityProviderSetting | undefined;
  onClose: () => void;
}

/**
 * One provider's connection settings (endpoints typed by hand or discovered, client id and write-only
 * secret, scopes, which claim holds which detail, and whether first-time people get accounts).
 */
export function ProviderConnectionDialog({ provider, name, stored, onClose }: ProviderConnectionDialogProps) {
  const save = useSaveIdentityProvider();
  const form = useSchemaForm({
    initial: initialOf(stored),
    schema: identityProviderBody,
    toBody: bodyOf,
    onValid: (body) => save.mutate({ params: { provider }, body }, { onSuccess: onClose }),
  });
  const { values, errors, set, text } = form;
  const claimError = errors.claims;
  return (
    <FormDialog
      title={m.connectionOf(name)}
      form={form}
      onClose={onClose}
      isPending={save.isPending}
      maxWidth="md"
    >
      <TextField
        label={m.callbackUrl}
        value={callbackAddress(provider)}
        slotProps={{ htmlInput: { dir: 'ltr', readOnly: true } }}
      />
      <SelectField
        label={m.kind}
        name="kind"
        value={values.kind}
        options={IDENTITY_PROVIDER_KINDS.map((kind) => ({ value: kind, label: m.kinds[kind] }))}
        onChange={(kind) => kind !== null && set({ kind })}
      />
      <SwitchField
        label={m.useDiscovery}
        name="useDiscovery"
        checked={values.useDiscovery}
        onChange={(useDiscovery) => set({ useDiscovery })}
      />
      <TextField label={m.issuer} {...text('issuer')} slotProps={ltr} />
      {!values.useDiscovery &&
        URL_FIELDS.map((field) => (
          <TextField key={field} label={m[field]} {...text(field)} slotProps={ltr} />
        ))}
      <TextField label={m.logoutUrl} {...text('logoutUrl', m.logoutUrlHelp)} slotProps={ltr} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label={m.clientId} {...text('clientId')} slotProps={ltr} />
        <TextField
          label={m.clientSecret}
          type="password"
          autoComplete="off"
          {...text('clientSecret', stored?.clientSecretSet ? m.clientSecretSet : undefined)}
          slotProps={ltr}
        />
        <SelectField
          label={m.tokenAuthMethod}
          name="tokenAuthMethod"
          value={values.tokenAuthMethod}
          options={TOKEN_AUTH_METHODS.map((method) => ({ value: method, label: m.tokenAuthMethods[method] }))}
          onChange={(tokenAuthMethod) => tokenAuthMethod !== null && set({ tokenAuthMethod })}
        />
        <TextField label={m.scopes} {...text('scopes')} slotProps={ltr} />
      </Box>
      <Typography component="h3" variant="subtitle2">
        {m.claimsTitle}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        {CLAIM_KEYS.map((claim) => (
          <TextField
            key={claim}
            label={m.claims[claim]}
            {...text(`claim_${claim}`)}
            {...(claim === 'subject' && claimError ? { error: true, helperText: claimError } : {})}
            slotProps={ltr}
          />
        ))}
      </Box>
      <SwitchField
        label={m.createAccounts}
        name="createAccounts"
        checked={values.createAccounts}
        onChange={(createAccounts) => set({ createAccounts })}
      />
    </FormDialog>
  );
}
