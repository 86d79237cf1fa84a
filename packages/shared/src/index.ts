// The only public entry of @darvazeh/shared: apps import from the package name, never from src/.
export * from './rules/index.js';
export * from './rules/permissions.js';
export * from './schemas/index.js';
export * from './forms/index.js';
export * from './queries/index.js';
export * from './services/index.js';
export * from './calendar/index.js';
export * from './requests/index.js';
export * from './events/index.js';
export * from './dashboards/index.js';
export * from './api/index.js';
export { allEndpoints } from './api/all-endpoints.js';
export { schemaSet } from './api/schema-set.js';
export * from './flow/index.js';
export * from './hub/hub-messages.js';
