import { useState } from 'react';
import type { Profile, RegistrationCodeResponse } from '@darvazeh/shared';
import type { FieldErrors } from '../../../lib/form-errors';
import { RegistrationCodeStep } from './registration-code-step';
import {
  emptyRegistrationDetails,
  RegistrationRequestStep,
  type RegistrationDetails,
} from './registration-request-step';

type Step =
  | { name: 'details'; details: RegistrationDetails; refused?: FieldErrors }
  | { name: 'code'; details: RegistrationDetails; sent: RegistrationCodeResponse };

/**
 * An applicant's registration in two steps: who they are (a code goes to their mobile), then the code
 * with a username and password. What was typed survives going back; a national ID or mobile the server
 * found registered comes back marked under its field.
 */
export function RegistrationForm({ onRegistered }: { onRegistered: (profile: Profile) => void }) {
  const [step, setStep] = useState<Step>({ name: 'details', details: emptyRegistrationDetails });
  if (step.name === 'details')
    return (
      <RegistrationRequestStep
        initial={step.details}
        initialErrors={step.refused}
        onSent={(details, sent) => setStep({ name: 'code', details, sent })}
      />
    );
  return (
    <RegistrationCodeStep
      registrationId={step.sent.registrationId}
      mobile={step.sent.mobile}
      suggestedUsername={step.details.nationalId}
      onRegistered={onRegistered}
      onBack={(refused) => setStep({ name: 'details', details: step.details, refused })}
    />
  );
}
