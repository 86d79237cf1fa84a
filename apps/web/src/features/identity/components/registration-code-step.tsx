import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { registerBody, toLatinDigits, toPersianDigits, type Profile } from '@darvazeh/shared';
import { serverFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useRegister } from '../api/registration-queries';
import { emptyNewPassword, NewPasswordFields, useNewPasswordForm } from './new-password-fields';
import { identityMessages, routeNames } from '../../../lib/messages';
import { OneTimeCodeField } from './one-time-code-field';
import { UsernameField } from './username-field';
import { SchemaForm } from '../../../components/schema-form';

const { registration } = identityMessages;

interface RegistrationCodeStepProps {
  registrationId: string;
  /** Where the code went (09…), shown in Persian digits. */
  mobile: string;
  /** The username offered first: the national ID. */
  suggestedUsername: string;
  /** The account exists and is signed in. */
  onRegistered: (profile: Profile) => void;
  /**
   * Back to the first step: to change the details, or because the server found the national ID or mobile
   * registered (`refused` then holds that field's message).
   */
  onBack: (refused?: FieldErrors) => void;
}

/**
 * Step 2 of a registration: the code the SMS brought (any digits), a username (the national ID offered)
 * and a password with its strength meter and repeat. A taken username is marked here; a national ID or
 * mobile found registered sends the newcomer back to the first step with that field marked.
 */
export function RegistrationCodeStep(props: RegistrationCodeStepProps) {
  const { mutate, isPending } = useRegister();
  const form = useNewPasswordForm({
    initial: { code: '', username: props.suggestedUsername, ...emptyNewPassword },
    schema: registerBody,
    toBody: (v) => ({
      registrationId: props.registrationId,
      code: toLatinDigits(v.code.trim()),
      username: v.username.trim().toLowerCase(),
      password: v.newPassword,
    }),
    onValid: (body, refused) =>
      mutate(body, {
        onSuccess: props.onRegistered,
        onError: (error) => {
          const marked = serverFieldErrors(error);
          if ('nationalId' in marked || 'mobile' in marked) props.onBack(marked);
          else if (Object.keys(marked).length > 0) form.setErrors(marked);
          else refused(error);
        },
      }),
  });
  const { values, set, errors, text } = form;
  return (
    <SchemaForm form={form} sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{registration.codeSentTo(toPersianDigits(props.mobile))}</Typography>
      <OneTimeCodeField label={identityMessages.twoFactor.code} {...text('code')} />
      <UsernameField {...text('username', registration.usernameHelp)} autoFocus={false} />
      <NewPasswordFields value={values} onChange={set} errors={errors} />
      <Button type="submit" variant="contained" size="large" loading={isPending}>
        {routeNames.register}
      </Button>
      <Button variant="text" onClick={() => props.onBack()}>
        {registration.changeDetails}
      </Button>
    </SchemaForm>
  );
}
