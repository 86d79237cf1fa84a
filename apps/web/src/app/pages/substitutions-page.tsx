import Stack from '@mui/material/Stack';
import { isAdmin } from '@darvazeh/shared';
import { LazyJalaliPicker } from '../../features/forms';
import { useProfile } from '../../features/identity/api/get-profile';
import { profilePrincipal } from '../../features/identity/session';
import { SubstitutionForm } from '../../features/substitutions/components/substitution-form';
import { SubstitutionList } from '../../features/substitutions/components/substitution-list';
import { SectionCard } from '../../components/section-card';
import type { DateFieldRenderer } from '../../components/date-field';
import { routeNames, substitutionMessages as text } from '../../lib/messages';

const renderDate: DateFieldRenderer = (props) => <LazyJalaliPicker {...props} required disabled={false} />;

/**
 * `/panel/substitutions` (Employee or Admin): the caller's current and future substitutions and a form to
 * name a substitute. The page passes the form the Jalali day picker, so the features stay apart.
 */
export default function SubstitutionsPage() {
  const profile = useProfile();
  const admin = profile !== null && isAdmin(profilePrincipal(profile));
  return (
    <Stack spacing={3}>
      <SectionCard headingLevel="h1" title={routeNames.substitutions} subtitle={text.subtitle}>
        <SubstitutionList canDelete={(item) => admin || item.userId === profile?.id} />
      </SectionCard>
      <SectionCard title={text.addTitle}>
        <SubstitutionForm renderDate={renderDate} />
      </SectionCard>
    </Stack>
  );
}
