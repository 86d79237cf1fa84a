import { useEffect, useMemo, useRef } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SAML_DELAY_MS } from '@darvazeh/shared';
import { useProfile } from '../api/get-profile';
import { identityMessages } from '../../../lib/messages';

/** The parts of a SAML response form that are posted on. */
export interface SamlForm {
  action: string;
  method: string;
  fields: { name: string; value: string }[];
}

/**
 * Reads the form the server sent as HTML. Only its target and hidden fields are kept, so no markup
 * or script of the string reaches the page; a target that is not a web address gives null.
 */
export function parseSamlForm(html: string): SamlForm | null {
  const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form');
  if (!form) return null;
  const action = form.getAttribute('action') ?? '';
  try {
    if (!['http:', 'https:'].includes(new URL(action, window.location.href).protocol)) return null;
  } catch {
    return null;
  }
  const fields = [...form.querySelectorAll('input')]
    .filter((input) => input.name !== '')
    .map((input) => ({ name: input.name, value: input.value }));
  return { action, method: form.getAttribute('method')?.toLowerCase() === 'get' ? 'get' : 'post', fields };
}

/** SPEC §4: when the profile carries a SAML response form, it is posted after SAML_DELAY_MS. */
export function SamlAutoSubmit() {
  const html = useProfile()?.saml2ResponseForm ?? null;
  const form = useMemo(() => (html ? parseSamlForm(html) : null), [html]);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!form) return;
    const timer = setTimeout(() => formRef.current?.submit(), SAML_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form]);

  if (!form) return null;
  return (
    <Paper
      role="status"
      elevation={6}
      sx={{
        position: 'fixed',
        bottom: 24,
        insetInlineStart: 24,
        zIndex: 'snackbar',
        p: 2,
        display: 'flex',
        gap: 1.5,
        alignItems: 'center',
      }}
    >
      <CircularProgress size={20} aria-hidden />
      <Typography>{identityMessages.saml.redirecting}</Typography>
      <form ref={formRef} method={form.method} action={form.action} hidden>
        {form.fields.map((field) => (
          <input key={field.name} type="hidden" name={field.name} value={field.value} />
        ))}
      </form>
    </Paper>
  );
}
