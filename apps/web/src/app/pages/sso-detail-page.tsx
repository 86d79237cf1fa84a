import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import LinearProgress from '@mui/material/LinearProgress';
import { useParams } from 'react-router';
import { isAdmin, SSO_CATEGORY_IDS, SSO_UNIT_ROLE_ID } from '@darvazeh/shared';
import { useProfile } from '../../features/identity/api/get-profile';
import { profilePrincipal } from '../../features/identity/session';
import { UnitAutocomplete } from '../../features/organisation/components/unit-autocomplete';
import { useSystem } from '../../features/sso/api/system-queries';
import { SystemForm } from '../../features/sso/components/system-form';
import { ssoMessages } from '../../features/sso/messages';
import { SectionCard } from '../../components/section-card';
import { StatusMessage } from '../../components/status-message';
import { messages } from '../../lib/messages';
import { pathTo } from '../../lib/paths';
import { unitChoicesOf } from '../../lib/unit-choices';

const text = ssoMessages.form;

const positive = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * `/panel/sso/new/{categoryId}` (a new system of that category) and `/panel/sso/detail/{id}/{info?}`
 * (the system `id`); Admin, or Employee in unit role 3.
 */
export default function SsoDetailPage() {
  const params = useParams();
  const profile = useProfile();
  const isNew = params.categoryId !== undefined;
  const categoryId = positive(params.categoryId);
  const id = isNew ? null : positive(params.id);
  const { data: system, isError } = useSystem(id);
  const validCategory = (SSO_CATEGORY_IDS as readonly number[]).includes(categoryId ?? 0);
  if ((isNew && !validCategory) || (!isNew && id === null) || isError)
    return (
      <StatusMessage
        icon={<SearchOffOutlined />}
        title={text.notFound}
        text={text.notFoundText}
        action={{ label: text.back, to: pathTo('sso-list') }}
      />
    );
  if (!isNew && !system) return <LinearProgress aria-label={messages.loading} />;
  const category = system?.categoryId ?? categoryId ?? 0;
  return (
    <SectionCard
      headingLevel="h1"
      title={system ? text.editTitle : text.newTitle(ssoMessages.categories[category] ?? '')}
    >
      {/* Keyed by the system, so the form restarts from what the server holds. */}
      <SystemForm
        key={system?.id ?? `new-${category}`}
        system={system ?? null}
        categoryId={category}
        unitChoices={unitChoicesOf(
          profile,
          profile !== null && isAdmin(profilePrincipal(profile)),
          // The units of a system are those where the user holds unit role 3 (SSO managers).
          (role) => role.unitRole?.id === SSO_UNIT_ROLE_ID,
        )}
        UnitSearch={UnitAutocomplete}
      />
    </SectionCard>
  );
}
