import { isRegistrationOpen } from '@darvazeh/shared';
import { useGeneralSettings } from '../api/general-settings';

/**
 * Whether visitors may register (the `registration` general setting; closed until it says otherwise):
 * the navbar's words, the login page's link and the registration page follow it. Read from the general
 * settings the page's boot data already holds, refreshed when an Admin changes one.
 */
export function useRegistrationOpen(): boolean {
  return isRegistrationOpen(useGeneralSettings().data?.get('registration'));
}
