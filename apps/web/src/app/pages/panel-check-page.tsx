import { Navigate, useParams } from 'react-router';
import { isAdmin, isEmployee } from '@darvazeh/shared';
import { useProfile } from '../../features/identity/api/get-profile';
import { profilePrincipal } from '../../features/identity/session';
import { readStoredMenuMode } from '../../lib/menu-mode';

/**
 * `/panel-check/{passwordTour?}`: after a menu mode is chosen. An Employee or Admin who has not chosen
 * one goes to `/init-panel`; everyone else into the panel, or to the home page's tour when a password
 * tour is asked for (anything but '-1').
 */
export default function PanelCheckPage() {
  const { passwordTour } = useParams();
  const profile = useProfile();
  const user = profile && profilePrincipal(profile);
  const tour = passwordTour && passwordTour !== '-1' ? passwordTour : null;
  if ((isEmployee(user) || isAdmin(user)) && readStoredMenuMode() === null) {
    return <Navigate to={tour ? `/init-panel/${tour}` : '/init-panel'} replace />;
  }
  return <Navigate to={tour ? `/main/${tour}` : '/panel'} replace />;
}
