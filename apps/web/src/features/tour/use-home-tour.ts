import { useEffect } from 'react';
import { useParams } from 'react-router';
import { runTour } from './run-tour';
import { homeTourSteps } from './tour-steps';

/** Who takes the tour: null for a visitor, else the signed-in user's profile (its signature). */
export type TourUser = { userInfo: { signature: string | null } } | null;

/**
 * Starts the home page tour when the route carries a password tour other than '-1' (SPEC §2); the page
 * passes the signed-in user's profile (null for a visitor).
 */
export function useHomeTour(profile: TourUser): void {
  const { passwordTour } = useParams();
  const wanted = passwordTour !== undefined && passwordTour !== '-1';
  const isLoggedIn = profile !== null;
  const hasSignature = Boolean(profile?.userInfo.signature);
  useEffect(() => {
    if (!wanted) return;
    void runTour(homeTourSteps({ isLoggedIn, hasSignature }));
  }, [wanted, isLoggedIn, hasSignature]);
}
