// Services (خدمت, SPEC §2 process routes, §3 service definition, servicecategory, defaultvariable, §7
// servicecategory/list and default-variable-values): Admins define them; signed-in users browse the
// categories and read the default variables' values.
import { admin, adminOnly, signedIn, staff } from './access.js';
import { get, post } from './verbs.js';
import { resourceEndpoints } from './resource.js';

/** Root categories and their sub categories; every signed-in user may read them (the service basket). */
export const serviceCategoryApi = {
  ...resourceEndpoints('servicecategory', {
    item: (s) => s.serviceCategoryItem,
    createBody: (s) => s.serviceCategoryBody,
    access: { ...adminOnly, list: signedIn, read: signedIn },
  }),
  roots: get('servicecategory/list', signedIn, { response: (s) => s.serviceCategoryList }),
  children: get('servicecategory/list/{id}', signedIn, {
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
    access: adminOnly,
  }),
  /** The services' help (SPEC §2 /panel/eservice-help): enabled services as published, for staff. */
  help: get('service/help', staff, { response: (s) => s.serviceHelpList }),
  /**
   * The web services' help (SPEC §2 /panel/web-services-help): published, enabled services with isApi on,
   * described for integrators — the same description /ws/help, Postman and OpenAPI render.
   */
  webServicesHelp: get('service/web-services-help', staff, { response: (s) => s.webServicesHelp }),
  /**
   * Who may call a web service: the allowed units with their connected systems, and the systems an Admin
   * may allow (allowing and revoking are `unitwebserviceaccess` writes naming the service).
   */
  webServiceCallers: get('service/{id}/web-service-callers', admin, {
    params: (s) => s.idParams,
    response: (s) => s.webServiceCallers,
  }),
  /** The web service's calls, errors and p95 duration over a period, from the API log. */
  webServiceFigures: get('service/{id}/web-service-figures', admin, {
    params: (s) => s.idParams,
    query: (s) => s.webServiceFiguresQuery,
    response: (s) => s.webServiceFigures,
  }),
  publish: post('service/{id}/publish', admin, {
    params: (s) => s.idParams,
    response: (s) => s.serviceVersionSummary,
  }),
  copy: post('service/{id}/copy', admin, { params: (s) => s.idParams, response: (s) => s.serviceItem }),
  versions: get('service/{id}/versions', admin, {
    params: (s) => s.idParams,
    response: (s) => s.serviceVersionList,
  }),
  /** Moves the open requests of an older version to the published one: a dry run, or applied. */
  migrate: post('service/{id}/migrate', admin, {
    params: (s) => s.idParams,
    body: (s) => s.migrateRequestsBody,
    response: (s) => s.migrationResult,
  }),
  version: get('service/{id}/versions/{version}', admin, {
    params: (s) => s.serviceVersionParams,
    response: (s) => s.serviceVersion,
  }),
};

/** Default variables and their values for the caller. */
export const defaultVariableApi = {
  ...resourceEndpoints('defaultvariable', {
    item: (s) => s.defaultVariableItem,
    createBody: (s) => s.defaultVariableBody,
    access: adminOnly,
  }),
  values: get('default-variable-values', signedIn, { response: (s) => s.defaultVariableValues }),
};
