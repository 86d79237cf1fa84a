import { isAdmin } from '@darvazeh/shared';
import { DocRepoBrowser } from '../../features/doc-repo/components/doc-repo-browser';
import { useProfile } from '../../features/identity/api/get-profile';
import { profilePrincipal } from '../../features/identity/session';
import { PageCard } from '../../components/section-card';
import { unitChoicesOf } from '../../lib/unit-choices';
import { routeNames } from '../../lib/messages';

/** `/panel/doc-repo` (Admin or Employee): the document repository. */
export default function DocRepoPage() {
  const profile = useProfile();
  return (
    <PageCard title={routeNames.docRepo}>
      {/* The units a folder may be given: every unit for Admins, else those they serve in as Employee. */}
      <DocRepoBrowser
        unitChoices={unitChoicesOf(profile, profile !== null && isAdmin(profilePrincipal(profile)))}
      />
    </PageCard>
  );
}
