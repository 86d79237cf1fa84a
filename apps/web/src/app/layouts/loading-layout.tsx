import { Outlet } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { useFrameKillSwitch } from '../../lib/frame-kill-switch';

/** A spinner while the page (which renders nothing of its own) decides where the user goes next. */
export default function LoadingLayout() {
  useFrameKillSwitch();
  return (
    <>
      <LoadingScreen />
      <Outlet />
    </>
  );
}
