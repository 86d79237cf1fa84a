import { isAdmin, ROLE_EMPLOYEE, type Profile } from '@darvazeh/shared';
import { DocRepoBrowser } from '../../features/doc-repo/components/doc-repo-browser';
import { docRepoMessages } from '../../features/doc-repo/messages';
import type { UnitChoices } from '../../features/doc-repo/types';
import { useProfile } from '../../features/identity/api/get-profile';
import { profilePrincipal } from '../../features/identity/session';
import { SectionCard } from '../../components/section-card';

/** The units a user may give a folder: every unit for Admins, else the units they serve in as Employee. */
function unitChoicesOf(profile: Profile | null): UnitChoices {
  if (profile && isAdmin(profilePrincipal(profile))) return 'all';
  const units = new Map<number, string>();
  for (const role of profile?.roles ?? []) {
    if (role.alias === ROLE_EMPLOYEE && role.unit) units.set(role.unit.id, role.unit.name);
  }
  return [...units].map(([id, name]) => ({ id, name }));
}

/** `/panel/doc-repo` (Admin or Employee): the document repository. */
export default function DocRepoPage() {
  const profile = useProfile();
  return (
    <SectionCard headingLevel="h1" title={docRepoMessages.title}>
      <DocRepoBrowser unitChoices={unitChoicesOf(profile)} />
    </SectionCard>
  );
}
