import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BootData, Principal, SiteConf } from '@darvazeh/shared';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Delay } from './identity/identity.context.js';
import type { BoundEndpoint } from '../plugins/endpoints.js';
import type { JobDefinition } from '../plugins/jobs/job-queue.js';
import type {
  ReadOnlyResourceDefinition,
  ResourceDefinition,
} from '../plugins/resources/resource-definition.js';
import type { RecycleKind } from '../plugins/resources/recycle-definition.js';
import { recycleKindOf } from '../plugins/resources/recycle-registry.js';
import { readOnlyEndpointsOf, resourceEndpointsOf } from '../plugins/resources/resource-routes.js';

/**
 * What every module is built from: the database and its engine, the validated configuration, the app's version, and how
 * a deliberately slowed answer waits (tests record the wait instead).
 */
export type ModuleContext = {
  db: Db;
  /** Which engine `db` runs on (a backup's manifest records it). */
  engine: 'pglite' | 'postgres';
  config: Config;
  version: string;
  delay: Delay;
};

/** Decides whether `principal` (null: a visitor) may download a file attached to the row `ownerId`. */
export type FileAccessCheck = (db: Db, principal: Principal | null, ownerId: number) => Promise<boolean>;

/** What a page carries for its first render (see modules/site). */
export type SiteBoot = {
  conf(): Promise<SiteConf>;
  page(page: { home: boolean }): Promise<BootData>;
};

/**
 * One domain module as the app sees it: its endpoints bound to its services, its resources, who may
 * download files attached to its rows, and what it starts with the app. `app.ts` loops over them.
 */
export type AppModule = {
  readonly name: string;
  readonly endpoints?: readonly BoundEndpoint[];
  readonly resources?: readonly ResourceDefinition[];
  readonly readOnlyResources?: readonly ReadOnlyResourceDefinition[];
  /**
   * Kinds of the recycle bin that are not resources (a collection's records); its resources declaring
   * `recycle` are kinds too (see `recycleKindsOf`).
   */
  readonly recycleKinds?: readonly RecycleKind[];
  /** Download rules for files attached to this module's rows, by owner resource name. */
  readonly fileAccess?: Readonly<Record<string, FileAccessCheck>>;
  /** Background work tied to the app's life (started when it is ready, stopped when it closes). */
  readonly jobs?: (app: FastifyInstance) => void;
  /** Handlers of the queued jobs this module enqueues (plugins/jobs), one per kind. */
  readonly jobHandlers?: readonly JobDefinition[];
  /** Writes the module's recurring jobs when the app starts polling jobs (never in tests that run them by hand). */
  readonly scheduleJobs?: () => Promise<void>;
  /**
   * Routes outside /api/v1 and its XSRF check that a protocol needs: the OIDC provider at /oidc, which
   * relying parties call from their servers, and the SAML2 identity provider's /saml, where service
   * providers post from their own sites.
   */
  readonly routes?: (app: FastifyInstance) => Promise<void>;
  /**
   * Addresses the web app's page may post a form to, besides itself (CSP form-action): the ACS URL of
   * the SAML sign-in this browser has in progress.
   */
  readonly pageFormActions?: (request: FastifyRequest) => Promise<string[]>;
  /** The page's boot data; exactly one module (site) gives it. */
  readonly boot?: SiteBoot;
};

/** Every endpoint a module serves: its own and its resources'. */
export function endpointsOf(db: Db, module: AppModule): BoundEndpoint[] {
  return [
    ...(module.endpoints ?? []),
    ...(module.resources ?? []).flatMap((def) => resourceEndpointsOf(db, def)),
    ...(module.readOnlyResources ?? []).flatMap((def) => readOnlyEndpointsOf(db, def)),
  ];
}

/** The recycle bin's kinds a module declares: its resources with `recycle`, then its own `recycleKinds`. */
export function recycleKindsOf(module: AppModule): RecycleKind[] {
  return [
    ...(module.resources ?? []).flatMap((def) => recycleKindOf(def) ?? []),
    ...(module.recycleKinds ?? []),
  ];
}
