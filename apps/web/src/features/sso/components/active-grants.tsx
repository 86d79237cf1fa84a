import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { JalaliTime } from '../../../components/jalali-time';
import { SectionCard } from '../../../components/section-card';
import { imageUrl } from '../../../lib/file-urls';
import { commonMessages, ssoGrantMessages as text, ssoMessages, ssoScopeNames } from '../../../lib/messages';
import { useGrants, useRevokeGrant } from '../api/grant-queries';
import type { SsoGrant } from '../types';

const LOGO_SIZE = 40;

function GrantRow({ grant, onRevoke }: { grant: SsoGrant; onRevoke: () => void }) {
  const { system } = grant;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        gap: 1.5,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {/* The name is written beside it: the logo is decoration here. */}
      <Avatar
        variant="rounded"
        src={system.logoFileId ? imageUrl(system.logoFileId, 160) : undefined}
        alt=""
        sx={{ width: LOGO_SIZE, height: LOGO_SIZE, bgcolor: 'primary.main' }}
      >
        <span aria-hidden>{[...system.name][0]}</span>
      </Avatar>
      <Box sx={{ flex: '1 1 200px', minWidth: 0, display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {system.name}
          </Typography>
          {!system.enabled && <Chip size="small" label={ssoMessages.admin.disabled} />}
        </Box>
        <Typography
          component="div"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
        >
          <span>
            {text.grantedAt}: <JalaliTime value={grant.grantedAt} />
          </span>
          <span>
            {text.lastUsedAt}:{' '}
            {grant.lastUsedAt ? <JalaliTime value={grant.lastUsedAt} /> : commonMessages.unknown}
          </span>
        </Typography>
        {grant.scopes.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {text.scopes}: {grant.scopes.flatMap((scope) => ssoScopeNames[scope] ?? []).join('، ')}
          </Typography>
        )}
      </Box>
      <Button
        color="error"
        variant="outlined"
        size="small"
        aria-label={text.revokeOf(system.name)}
        onClick={onRevoke}
        sx={{ ml: 'auto', alignSelf: 'center' }}
      >
        {text.revoke}
      </Button>
    </Box>
  );
}

/**
 * «دسترسی‌های فعال»: the systems the user signed into that still hold a grant — when it was given and
 * last used, what it lets the system see — each revocable after a confirmation.
 */
export function ActiveGrants() {
  const { data: grants, isPending } = useGrants();
  const revoke = useRevokeGrant();
  // The grant asked about stays while the dialog fades out, so its text does not empty first.
  const [asked, setAsked] = useState<SsoGrant | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const close = () => setIsOpen(false);
  return (
    <SectionCard title={text.title} subtitle={text.subtitle}>
      {isPending && <LinearProgress aria-label={commonMessages.loading} />}
      {grants?.length === 0 && <Typography color="text.secondary">{text.empty}</Typography>}
      {grants && grants.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {grants.map((grant) => (
            <GrantRow
              key={grant.id}
              grant={grant}
              onRevoke={() => {
                setAsked(grant);
                setIsOpen(true);
              }}
            />
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={isOpen}
        title={text.revoke}
        text={asked ? text.confirmText(asked.system.name) : ''}
        confirmLabel={text.revoke}
        isPending={revoke.isPending}
        onConfirm={() => asked && revoke.mutate(asked.id, { onSettled: close })}
        onClose={close}
      />
    </SectionCard>
  );
}
