import { MuiFrame } from '../../components/mui-frame';
import { ProfileDropdown } from './profile-dropdown';

/** The profile dropdown in the public navbar, with the MUI frame it needs there; loaded when signed in. */
export default function SiteProfileMenu() {
  return (
    <MuiFrame>
      <ProfileDropdown />
    </MuiFrame>
  );
}
