/**
 * The shared cache of SPEC §3: data many screens read, each under one TanStack Query key, fetched once
 * (staleTime Infinity) and invalidated by the mutation that changes it. Features import keys from here
 * so a change in one screen refreshes every other.
 */
export const sharedCacheKeys = {
  settings: ['shared', 'settings'],
  generalSettings: ['shared', 'general-settings'],
  ssoButtons: ['shared', 'sso-buttons'],
  rootCategories: ['shared', 'root-categories'],
  subCategories: (parentId: number) => ['shared', 'sub-categories', parentId] as const,
  units: ['shared', 'units'],
  unitRoles: ['shared', 'unit-roles'],
  unitTypes: ['shared', 'unit-types'],
  dataCollections: ['shared', 'data-collections'],
  systemCollections: ['shared', 'system-collections'],
  storedQueries: ['shared', 'stored-queries'],
  requestCounter: ['shared', 'request-counter'],
} as const;
