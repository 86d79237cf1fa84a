import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import {
  FALLBACK_SSO_PROVIDERS,
  generalSettingError,
  ssoProviders,
  type GeneralSetting,
  type SsoProvider,
} from '@darvazeh/shared';
import { SectionCard } from '../../../components/section-card';
import { SwitchField } from '../../../components/switch-field';
import { commonMessages, ssoProvidersMessages as m } from '../../../lib/messages';
import { useSaveGeneralSetting } from '../api/general-settings';
import { useIdentityProviderSettings } from '../api/identity-providers';
import { ProviderConnectionDialog } from './provider-connection-dialog';

type Row = { Name: string; Provider: string; SelfLoginUrl: string; enable: boolean };

/** The stored list as rows (the fallback list when none is stored or it is broken). */
function rowsOf(row: GeneralSetting | undefined): Row[] {
  let list: readonly SsoProvider[] = FALLBACK_SSO_PROVIDERS;
  try {
    const parsed = ssoProviders.safeParse(row ? JSON.parse(row.data) : null);
    if (parsed.success) list = parsed.data;
  } catch {
    // A broken stored value starts from the fallback list.
  }
  return list.map((p) => ({
    Name: p.Name,
    Provider: p.Provider,
    SelfLoginUrl: p.SelfLoginUrl ?? '',
    enable: p.enable,
  }));
}

const ltr = { htmlInput: { dir: 'ltr', spellCheck: false } } as const;

/**
 * The ssoProviders general setting as a form: each login-page button (its title, technical name, own
 * login address, on or off) and its connection settings. Stored in SPEC §3's shape
 * `[{Name, Provider, SelfLoginUrl, enable}]`, which people never see.
 */
export function SsoProvidersForm({ row }: { row: GeneralSetting | undefined }) {
  const save = useSaveGeneralSetting();
  const connections = useIdentityProviderSettings();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(row));
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<Row | null>(null);
  const saved = new Set(rowsOf(row).map((r) => r.Provider));

  const change = (index: number, patch: Partial<Row>) =>
    setRows((current) => current.map((r, i) => (i === index ? { ...r, ...patch } : r)));

  const handleSave = () => {
    const data = JSON.stringify(
      rows.map((r) => ({ ...r, Name: r.Name.trim(), Provider: r.Provider.trim() })),
    );
    const found = generalSettingError('ssoProviders', data);
    setError(found);
    if (found === null) save.mutate({ id: row?.id, body: { name: 'ssoProviders', data } });
  };

  return (
    <SectionCard title={m.title} subtitle={m.subtitle}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {rows.length === 0 && <Typography color="text.secondary">{m.empty}</Typography>}
        {rows.map((r, index) => {
          const stored = connections.data?.find((c) => c.provider === r.Provider);
          return (
            <Paper
              key={index}
              variant="outlined"
              component="fieldset"
              aria-label={m.row(index + 1)}
              sx={{ p: 2, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
            >
              <TextField
                label={m.name}
                value={r.Name}
                onChange={(e) => change(index, { Name: e.target.value })}
              />
              <TextField
                label={m.provider}
                value={r.Provider}
                helperText={m.providerHelp}
                onChange={(e) => change(index, { Provider: e.target.value })}
                slotProps={ltr}
              />
              <TextField
                label={m.selfLoginUrl}
                value={r.SelfLoginUrl}
                helperText={m.selfLoginUrlHelp}
                onChange={(e) => change(index, { SelfLoginUrl: e.target.value })}
                slotProps={ltr}
              />
              <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                <SwitchField
                  label={m.enable}
                  checked={r.enable}
                  onChange={(enable) => change(index, { enable })}
                />
                <Button
                  variant="text"
                  disabled={!saved.has(r.Provider)}
                  title={saved.has(r.Provider) ? undefined : m.saveProvidersFirst}
                  onClick={() => setOpen(r)}
                >
                  {m.connection}
                </Button>
                <IconButton
                  aria-label={m.remove}
                  onClick={() => setRows((c) => c.filter((_, i) => i !== index))}
                >
                  <DeleteOutlined />
                </IconButton>
                <Typography
                  variant="body2"
                  color={stored ? 'success.main' : 'text.secondary'}
                  sx={{ width: '100%' }}
                >
                  {r.SelfLoginUrl ? '' : stored ? m.connected : m.notConnected}
                </Typography>
              </Box>
            </Paper>
          );
        })}
        {error && <Alert severity="error">{error}</Alert>}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="text"
            onClick={() => setRows((c) => [...c, { Name: '', Provider: '', SelfLoginUrl: '', enable: true }])}
          >
            {m.add}
          </Button>
          <Button variant="outlined" loading={save.isPending} onClick={handleSave}>
            {commonMessages.save}
          </Button>
        </Box>
      </Box>
      {open && (
        <ProviderConnectionDialog
          provider={open.Provider}
          name={open.Name}
          stored={connections.data?.find((c) => c.provider === open.Provider)}
          onClose={() => setOpen(null)}
        />
      )}
    </SectionCard>
  );
}
