// The connected systems' shapes, from the shared schemas.
export type {
  CreateSsoSystemBody,
  HomeSystems,
  PublicSystem,
  SsoClientList,
  SsoGrant,
  SsoIpLimit,
  SsoLimitUser,
  SsoSystem,
  SsoUnitLimit,
  SsoUserLimit,
  UpdateSsoSystemBody,
} from '@darvazeh/shared';

/** Which units a system may be given: any unit (Admins, searched), or the units the manager serves in. */
export type { UnitChoice, UnitChoices } from '../../lib/unit-choices';

/** Query keys of this feature; everything under `all` reloads after a change. */
export const ssoKeys = {
  all: ['sso'] as const,
  item: (id: number) => ['sso', 'item', id] as const,
  clients: ['sso', 'clients'] as const,
  grants: ['sso', 'grants'] as const,
  home: ['sso', 'home'] as const,
  limits: (clientId: number, kind: 'user' | 'unit' | 'ip') => ['sso', 'limits', clientId, kind] as const,
  roles: ['sso', 'roles'] as const,
  statistics: ['sso', 'statistics'] as const,
  setting: ['sso', 'setting'] as const,
};
