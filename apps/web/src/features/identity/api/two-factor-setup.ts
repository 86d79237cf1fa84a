import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST account/two-factor/setup` data: the secret to confirm, as text, URL and QR image. */
export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  /** A data URL of the QR code image. */
  qrCode: string;
}

/** `POST account/two-factor/setup`: starts enrolment with a new secret (not active until confirmed). */
export async function setupTwoFactor(): Promise<TwoFactorSetup> {
  const { data } = await api.post<TwoFactorSetup>('account/two-factor/setup', {}, { quiet: true });
  return data;
}

/** Starts two-factor enrolment. */
export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}
