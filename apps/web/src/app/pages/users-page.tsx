import { UsersAdmin } from '../../features/organisation/components/users-admin';
import { SectionCard } from '../../components/section-card';
import { routeNames } from '../../lib/messages';

/** Admins list, find, create and edit users, lock them and reset their passwords. */
export default function UsersPage() {
  return (
    <SectionCard headingLevel="h1" title={routeNames.users}>
      <UsersAdmin />
    </SectionCard>
  );
}
