// The connected systems' shapes, from the shared schemas.
export type {
  CreateSsoSystemBody,
  HomeSystems,
  PublicSystem,
  SsoClientList,
  SsoSystem,
  UpdateSsoSystemBody,
} from '@darvazeh/shared';

/** A unit as the system form offers it. */
export interface UnitChoice {
  id: number;
  name: string;
}

/** Which units a system may be given: any unit (Admins, searched), or the units the manager serves in. */
export type UnitChoices = 'all' | readonly UnitChoice[];

/** One page of a filtered list. */
export type { PagedList } from '@darvazeh/shared';

/** Query keys of this feature; everything under `all` reloads after a change. */
export const ssoKeys = {
  all: ['sso'] as const,
  list: (params: object) => ['sso', 'list', params] as const,
  item: (id: number) => ['sso', 'item', id] as const,
  clients: ['sso', 'clients'] as const,
  home: ['sso', 'home'] as const,
};
