import Stack from '@mui/material/Stack';
import { isAdmin, SSO_CATEGORY_IDS, SSO_UNIT_ROLE_ID } from '@darvazeh/shared';
import { useProfile } from '../../features/identity/api/get-profile';
import { profilePrincipal } from '../../features/identity/session';
import { UnitAutocomplete } from '../../features/organisation/components/unit-autocomplete';
import { useSystem } from '../../features/sso/api/system-queries';
import { OidcSettingsSection } from '../../features/sso/components/oidc-settings-section';
import { SystemForm } from '../../features/sso/components/system-form';
import { SamlSettings } from '../../features/sso/components/saml-settings';
import { SystemLimits } from '../../features/sso/components/system-limits';
import { ssoMessages } from '../../lib/messages';
import { PageCard } from '../../components/section-card';
import { pathTo } from '../../lib/paths';
import { unitChoicesOf } from '../../lib/unit-choices';
import { RouteItem, useRouteId } from './route-item';

const text = ssoMessages.form;

/**
 * `/panel/sso/new/{categoryId}` (a new system of that category) and `/panel/sso/detail/{id}/{info?}`
 * (the system `id`); Admin, or Employee in unit role 3.
 */
export default function SsoDetailPage() {
  const profile = useProfile();
  const { id: categoryId } = useRouteId('categoryId');
  const isNew = categoryId !== null;
  const routeId = useRouteId();
  const id = isNew ? null : routeId.id;
  const { data: system, isError } = useSystem(id);
  const validCategory = (SSO_CATEGORY_IDS as readonly number[]).includes(categoryId ?? 0);
  const category = system?.categoryId ?? categoryId ?? 0;
  return (
    <RouteItem
      isMissing={(isNew ? !validCategory : id === null) || isError}
      isLoading={!isNew && !system}
      notFound={{ title: text.notFound, text: text.notFoundText }}
      back={{ label: text.back, to: pathTo('sso-list') }}
    >
      {() => (
        <Stack spacing={3}>
          <PageCard title={system ? text.editTitle : text.newTitle(ssoMessages.categories[category] ?? '')}>
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
          </PageCard>
          {/* Each single sign-on section of a saved system is its own component. */}
          {system && (system.categoryId === 1 || system.categoryId === 2) && (
            <OidcSettingsSection systemId={system.id} />
          )}
          {system && system.categoryId === 3 && <SamlSettings key={system.id} systemId={system.id} />}
          {system && <SystemLimits clientId={system.id} UnitSearch={UnitAutocomplete} />}
        </Stack>
      )}
    </RouteItem>
  );
}
