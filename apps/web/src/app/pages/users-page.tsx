import { UsersAdmin } from '../../features/organisation/components/users-admin';
import { PageCard } from '../../components/section-card';
import { routeNames } from '../../lib/messages';

/** Admins list, find, create and edit users, lock them and reset their passwords. */
export default function UsersPage() {
  return (
    <PageCard title={routeNames.users}>
      <UsersAdmin />
    </PageCard>
  );
}
