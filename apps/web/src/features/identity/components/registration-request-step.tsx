import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { registrationCodeBody, type RegistrationCodeResponse } from '@darvazeh/shared';
import { serverFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useRequestRegistrationCode } from '../api/registration-queries';
import { useCaptchaAnswer } from '../hooks/use-captcha-answer';
import { CaptchaField } from './captcha-field';
import { commonMessages, identityMessages, noticeMessages } from '../../../lib/messages';
import { SchemaForm } from '../../../components/schema-form';

/** What the newcomer types on the first step. */
export type RegistrationDetails = { nationalId: string; mobile: string; firstName: string; lastName: string };

/** The empty first step. */
export const emptyRegistrationDetails: RegistrationDetails = {
  nationalId: '',
  mobile: '',
  firstName: '',
  lastName: '',
};

interface RegistrationRequestStepProps {
  /** What was typed before (when the second step sent the newcomer back). */
  initial: RegistrationDetails;
  /** A refusal to show under its field from the start (a national ID or mobile already registered). */
  initialErrors?: FieldErrors;
  /** The code was sent: the details as the server took them (normalised) and its answer. */
  onSent: (details: RegistrationDetails, sent: RegistrationCodeResponse) => void;
}

const { person } = commonMessages;
const ltr = (inputMode: 'numeric' | 'tel') => ({ htmlInput: { dir: 'ltr', inputMode, maxLength: 20 } });

/**
 * Step 1 of a registration: national ID, mobile, names and a captcha, checked by the shared schema (the
 * national ID's check digit, an Iranian mobile; any digits typed); the server sends a code to the mobile.
 */
export function RegistrationRequestStep({ initial, initialErrors, onSent }: RegistrationRequestStepProps) {
  const { mutate, isPending } = useRequestRegistrationCode();
  const captcha = useCaptchaAnswer();
  const form = useSchemaForm<RegistrationDetails>({
    initial,
    initialErrors,
    schema: registrationCodeBody,
    toBody: (details) => ({ ...details, ...captcha.body() }),
    extraErrors: () => (captcha.isMissing ? { captchaCode: noticeMessages.validation.required } : {}),
    announceErrors: false,
    onValid: (body, { setErrors }) => {
      // Sent as the server keeps it (Latin digits, 09…), so the next step offers the same national ID.
      const parsed = registrationCodeBody.parse(body);
      const { captchaId: _id, captchaCode: _code, ...details } = parsed;
      mutate(parsed, {
        onSuccess: (sent) => onSent(details, sent),
        onError: (error) => {
          captcha.renew();
          const refused = serverFieldErrors(error);
          if (Object.keys(refused).length > 0) setErrors(refused);
        },
      });
    },
  });
  const { errors, text } = form;
  return (
    <SchemaForm form={form} sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{identityMessages.registration.intro}</Typography>
      <TextField
        label={person.nationalId}
        {...text('nationalId')}
        required
        autoFocus
        slotProps={ltr('numeric')}
      />
      <TextField
        label={person.mobile}
        {...text('mobile')}
        required
        autoComplete="tel"
        slotProps={ltr('tel')}
      />
      <TextField label={person.firstName} {...text('firstName')} required autoComplete="given-name" />
      <TextField label={person.lastName} {...text('lastName')} required autoComplete="family-name" />
      <CaptchaField {...captcha.fieldProps} error={errors.captchaCode} />
      <Button type="submit" variant="contained" size="large" loading={isPending}>
        {identityMessages.registration.sendCode}
      </Button>
    </SchemaForm>
  );
}
