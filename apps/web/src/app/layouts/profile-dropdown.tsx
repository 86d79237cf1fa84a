import { useProfile } from '../../features/identity/api/get-profile';
import { AccountMenu } from '../../features/identity/components/account-menu';
import { profilePrincipal } from '../../features/identity/session';
import { PanelEntryItems } from '../../features/requests/components/panel-entry-items';
import { useSiteSettings } from '../../features/settings/hooks/use-site-settings';

/** The profile dropdown of the navbar and the panel's app bar: panel entries, account pages, logout. */
export function ProfileDropdown() {
  const profile = useProfile();
  const settings = useSiteSettings();
  const user = profile && profilePrincipal(profile);
  return (
    <AccountMenu extra={(close) => <PanelEntryItems user={user} settings={settings} onNavigate={close} />} />
  );
}
