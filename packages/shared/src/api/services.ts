// Services (خدمت, SPEC §2 process routes, §3 service definition, servicecategory, defaultvariable, §7
// servicecategory/list and default-variable-values): Admins define them; signed-in users browse the
// categories and read the default variables' values.
import { ROLE_ADMIN, ROLE_EMPLOYEE } from '../rules/permissions.js';
import { endpoint } from './endpoint.js';
import { resourceEndpoints } from './resource.js';

const admin = [ROLE_ADMIN] as const;
const staff = [ROLE_ADMIN, ROLE_EMPLOYEE] as const;
const signedIn = ['*'] as const;
const adminOnly = { list: admin, read: admin, create: admin, update: admin, delete: admin };

/** Root categories and their sub categories; every signed-in user may read them (the service basket). */
export const serviceCategoryApi = {
  ...resourceEndpoints('servicecategory', {
    item: (s) => s.serviceCategoryItem,
    createBody: (s) => s.serviceCategoryBody,
    updateBody: (s) => s.serviceCategoryBody,
    access: { ...adminOnly, list: signedIn, read: signedIn },
  }),
  roots: endpoint({
    method: 'GET',
    path: 'servicecategory/list',
    access: signedIn,
    response: (s) => s.serviceCategoryList,
  }),
  children: endpoint({
    method: 'GET',
    path: 'servicecategory/list/{id}',
    access: signedIn,
    params: (s) => s.serviceCategoryListParams,
    response: (s) => s.serviceCategoryList,
  }),
};

/**
 * Service definitions (the draft an Admin edits) and their published versions: publishing freezes the
 * draft as the next version, a copy is a new never-published draft.
 */
export const serviceApi = {
  ...resourceEndpoints('service', {
    item: (s) => s.serviceItem,
    createBody: (s) => s.serviceBody,
    updateBody: (s) => s.serviceBody,
    access: adminOnly,
  }),
  /** The services' help (SPEC §2 /panel/eservice-help): enabled services as published, for staff. */
  help: endpoint({
    method: 'GET',
    path: 'service/help',
    access: staff,
    response: (s) => s.serviceHelpList,
  }),
  /**
   * The web services' help (SPEC §2 /panel/web-services-help): published, enabled services with isApi on,
   * described for integrators — the same description /ws/help, Postman and OpenAPI render.
   */
  webServicesHelp: endpoint({
    method: 'GET',
    path: 'service/web-services-help',
    access: staff,
    response: (s) => s.webServicesHelp,
  }),
  publish: endpoint({
    method: 'POST',
    path: 'service/{id}/publish',
    access: admin,
    params: (s) => s.idParams,
    response: (s) => s.serviceVersionSummary,
  }),
  copy: endpoint({
    method: 'POST',
    path: 'service/{id}/copy',
    access: admin,
    params: (s) => s.idParams,
    response: (s) => s.serviceItem,
  }),
  versions: endpoint({
    method: 'GET',
    path: 'service/{id}/versions',
    access: admin,
    params: (s) => s.idParams,
    response: (s) => s.serviceVersionList,
  }),
  /** Moves the open requests of an older version to the published one: a dry run, or applied. */
  migrate: endpoint({
    method: 'POST',
    path: 'service/{id}/migrate',
    access: admin,
    params: (s) => s.idParams,
    body: (s) => s.migrateRequestsBody,
    response: (s) => s.migrationResult,
  }),
  version: endpoint({
    method: 'GET',
    path: 'service/{id}/versions/{version}',
    access: admin,
    params: (s) => s.serviceVersionParams,
    response: (s) => s.serviceVersion,
  }),
};

/** Default variables and their values for the caller. */
export const defaultVariableApi = {
  ...resourceEndpoints('defaultvariable', {
    item: (s) => s.defaultVariableItem,
    createBody: (s) => s.defaultVariableBody,
    updateBody: (s) => s.defaultVariableBody,
    access: adminOnly,
  }),
  values: endpoint({
    method: 'GET',
    path: 'default-variable-values',
    access: signedIn,
    response: (s) => s.defaultVariableValues,
  }),
};
