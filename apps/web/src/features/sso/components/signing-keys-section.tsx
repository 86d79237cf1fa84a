// `/panel/sso/setting`: the signing keys of single sign-on — the OpenID Connect key and the SAML2
// certificate in force, which one signs, when a replaced one goes — their rotation, and the withdrawal of
// a replaced one at once (a suspected compromise), each asked first.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { toPersianDigits, type SigningKeyInfo, type SigningKeyProtocol } from '@darvazeh/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { JalaliTime } from '../../../components/jalali-time';
import { SectionCard } from '../../../components/section-card';
import { StatusChip } from '../../../components/status-chip';
import { ssoMessages } from '../../../lib/messages';
import { useRotateSigningKey, useSigningKeys, useWithdrawSigningKey } from '../api/signing-key-queries';

const text = ssoMessages.keys;
const MINUTES_A_DAY = 24 * 60;

/** A grace in minutes as people say it: whole days, else whole hours, else minutes, Persian digits. */
export function graceText(minutes: number): string {
  if (minutes % MINUTES_A_DAY === 0) return text.days(toPersianDigits(minutes / MINUTES_A_DAY));
  if (minutes % 60 === 0) return text.hours(toPersianDigits(minutes / 60));
  return text.minutes(toPersianDigits(minutes));
}

/** The first 8 bytes of a fingerprint (`AB:CD:…`): enough to tell keys apart at a glance. */
const shortFingerprint = (fingerprint: string) => `${fingerprint.split(':').slice(0, 8).join(':')}…`;

// A fingerprint inside a Persian sentence, isolated (FSI … PDI) so its colons and ellipsis keep their order.
const isolated = (value: string) => `\u2068${value}\u2069`;

const PROTOCOLS: Record<
  SigningKeyProtocol,
  {
    name: string;
    hint: string;
    rotate: string;
    title: string;
    withdrawTitle: string;
    withdrawText: (fingerprint: string) => string;
  }
> = {
  oidc: {
    name: ssoMessages.categories[1] ?? '',
    hint: text.oidcHint,
    rotate: text.rotateOidc,
    title: text.rotateOidcTitle,
    withdrawTitle: text.withdrawOidcTitle,
    withdrawText: text.withdrawOidcText,
  },
  saml: {
    name: ssoMessages.categories[3] ?? '',
    hint: text.samlHint,
    rotate: text.rotateSaml,
    title: text.rotateSamlTitle,
    withdrawTitle: text.withdrawSamlTitle,
    withdrawText: text.withdrawSamlText,
  },
};

/** One key in force; a replaced one (`onWithdraw` given) offers its withdrawal. */
function KeyItem(props: { protocol: SigningKeyProtocol; info: SigningKeyInfo; onWithdraw?: () => void }) {
  const { protocol, info, onWithdraw } = props;
  const fingerprintId = `signing-key-${protocol}-${info.id}`;
  const line = (label: string, value: string) => (
    <Typography variant="body2" color="text.secondary">
      {label}: <JalaliTime value={value} />
    </Typography>
  );
  return (
    <Box
      component="li"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 0.5 }}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <StatusChip
          label={info.signing ? text.signing : text.retiring}
          color={info.signing ? 'success' : 'default'}
        />
        <Typography variant="body2">
          {text.fingerprint}:{' '}
          <Box
            component="code"
            id={fingerprintId}
            dir="ltr"
            title={text.fingerprintOf(info.fingerprint)}
            sx={{ fontFamily: 'monospace', unicodeBidi: 'isolate', wordBreak: 'break-all' }}
          >
            {shortFingerprint(info.fingerprint)}
          </Box>
        </Typography>
      </Box>
      {line(text.createdAt, info.createdAt)}
      {info.retiresAt && line(text.retiresAt, info.retiresAt)}
      {info.expiresAt && line(text.expiresAt, info.expiresAt)}
      {onWithdraw && (
        <Box>
          <Button
            variant="outlined"
            color="error"
            size="small"
            aria-describedby={fingerprintId}
            onClick={onWithdraw}
          >
            {text.withdraw}
          </Button>
        </Box>
      )}
    </Box>
  );
}

function ProtocolKeys(props: { protocol: SigningKeyProtocol; keys: SigningKeyInfo[]; graceMinutes: number }) {
  const { protocol, keys, graceMinutes } = props;
  const rotate = useRotateSigningKey();
  const withdraw = useWithdrawSigningKey();
  const [isConfirming, setConfirming] = useState(false);
  // The key asked about stays set while the dialog closes, so its text does not change as it fades.
  const [withdrawing, setWithdrawing] = useState<SigningKeyInfo | null>(null);
  const [isWithdrawOpen, setWithdrawOpen] = useState(false);
  const handleWithdraw = () => {
    if (!withdrawing) return;
    withdraw.mutate({ protocol, id: withdrawing.id }, { onSettled: () => setWithdrawOpen(false) });
  };
  const about = PROTOCOLS[protocol];
  const headingId = `signing-keys-${protocol}`;
  const grace = graceText(graceMinutes);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {about.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {about.hint}
      </Typography>
      {keys.length === 0 ? (
        <Typography variant="body2">{text.none}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={text.list(about.name)}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
        >
          {keys.map((info) => (
            <KeyItem
              key={info.id}
              protocol={protocol}
              info={info}
              onWithdraw={
                info.signing
                  ? undefined
                  : () => {
                      setWithdrawing(info);
                      setWithdrawOpen(true);
                    }
              }
            />
          ))}
        </Box>
      )}
      <Box>
        <Button variant="outlined" onClick={() => setConfirming(true)}>
          {about.rotate}
        </Button>
      </Box>
      <ConfirmDialog
        open={isConfirming}
        title={about.title}
        text={protocol === 'oidc' ? text.rotateOidcText(grace) : text.rotateSamlText(grace)}
        confirmLabel={about.rotate}
        isPending={rotate.isPending}
        onConfirm={() => rotate.mutate(protocol, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
      <ConfirmDialog
        open={isWithdrawOpen}
        title={about.withdrawTitle}
        text={about.withdrawText(isolated(shortFingerprint(withdrawing?.fingerprint ?? '')))}
        confirmLabel={text.withdraw}
        isPending={withdraw.isPending}
        onConfirm={handleWithdraw}
        onClose={() => setWithdrawOpen(false)}
      />
    </Box>
  );
}

/**
 * The «کلیدهای امضا» section (Admins): per provider the keys in force by a short fingerprint with Jalali
 * dates, and a button that rotates after a dialog says what follows (relying parties read the new OIDC
 * key from the JWKS themselves; SAML service providers may need the new metadata). Each replaced key
 * still in force offers «کنار گذاشتن فوری», after a dialog saying what it signed stops verifying.
 */
export function SigningKeysSection() {
  const { data } = useSigningKeys();
  return (
    <SectionCard headingLevel="h2" title={text.title} subtitle={text.subtitle}>
      {data ? (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <ProtocolKeys protocol="oidc" keys={data.oidc} graceMinutes={data.graceMinutes} />
          <ProtocolKeys protocol="saml" keys={data.saml} graceMinutes={data.graceMinutes} />
        </Box>
      ) : (
        <Skeleton height={200} />
      )}
    </SectionCard>
  );
}
