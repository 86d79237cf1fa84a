// The services' shapes, from the shared schemas, and this feature's query keys. Categories live in the
// SPEC §3 shared cache (lib/shared-cache.ts): roots under one key, each root's sub categories under
// their own, all reloaded after a category is written.
export type {
  DefaultVariableBody,
  DefaultVariableItem,
  ProcessGraph,
  ProcessNode,
  ProcessEdge,
  ServiceBody,
  ServiceCategoryBody,
  ServiceCategoryItem,
  ServiceDefinition,
  ServiceItem,
} from '@darvazeh/shared';

/** Query keys of this feature; everything under `all` reloads after a service changes. */
export const serviceKeys = {
  all: ['service'] as const,
  item: (id: number) => ['service', 'item', id] as const,
  every: ['service', 'every'] as const,
  versions: (id: number) => ['service', 'versions', id] as const,
  migration: (id: number) => ['service', 'migration', id] as const,
  survey: (id: number) => ['service', 'survey', id] as const,
  help: ['service', 'help'] as const,
  webServicesHelp: ['service', 'web-services-help'] as const,
  webServiceCallers: (id: number) => ['service', 'web-service-callers', id] as const,
  webServiceFigures: (id: number, days: number) => ['service', 'web-service-figures', id, days] as const,
  defaultVariables: ['defaultvariable'] as const,
  functions: ['service', 'functions'] as const,
  users: (search: string) => ['service', 'users', search] as const,
  user: (id: number) => ['service', 'user', id] as const,
};
