import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useProfile } from '../identity/api/get-profile';
import { runTour } from './run-tour';
import { homeTourSteps } from './tour-steps';

/** Starts the home page tour when the route carries a password tour other than '-1' (SPEC §2). */
export function useHomeTour(): void {
  const { passwordTour } = useParams();
  const profile = useProfile();
  const wanted = passwordTour !== undefined && passwordTour !== '-1';
  const isLoggedIn = profile !== null;
  const hasSignature = Boolean(profile?.userInfo.signature);
  useEffect(() => {
    if (!wanted) return;
    void runTour(homeTourSteps({ isLoggedIn, hasSignature }));
  }, [wanted, isLoggedIn, hasSignature]);
}
