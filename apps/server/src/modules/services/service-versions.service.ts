// Published versions of a service (docs/adr/0006-service-versions.md). Publishing freezes the draft, in one
// transaction holding the draft's row: the service's fields (all but the `enabled` switch), its process
// graph, and the forms and functions the process names, as they are now; the SHA-256 of that snapshot's
// canonical JSON tells an unchanged draft (refused) from a changed one. The draft then carries the next
// number; requests keep the version they started on.
import { createHash } from 'node:crypto';
import {
  processReferences,
  serviceDesk,
  serviceLicense,
  type ProcessGraph,
  type ServiceHelpItem,
  type ServiceSnapshot,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { cachedEntry } from '../../db/notice-cache.js';
import { AppError } from '../../plugins/errors.js';
import { serviceMessages as text } from '../../messages/index.js';
import {
  collectionsForSnapshot,
  findServiceName,
  versionHashOf,
  findService,
  functionsForSnapshot,
  publishedServices,
  recordPublished,
  startableVersionRow,
  versionOf,
  versionsOf,
  type ServiceRow,
} from './services.repository.js';
import {
  assertNoProblems,
  serviceProblems,
  SERVICE_FIELDS,
  type ServiceActor,
  type ServiceFields,
} from './services.service.js';

/** The service fields a version freezes under `service` (the process has its own key; `enabled` is live). */
const SNAPSHOT_FIELDS = SERVICE_FIELDS.filter((key) => key !== 'enabled' && key !== 'process');

/** A copy of `value` whose objects list their keys in sorted order (arrays keep theirs). */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
    );
  return value;
}

/** JSON with sorted keys: the same value gives the same text whatever order its keys were written in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortedKeys(value));
}

/** SHA-256 (hex) of a snapshot's canonical JSON. */
export function snapshotHash(snapshot: ServiceSnapshot): string {
  return createHash('sha256').update(canonicalJson(snapshot)).digest('hex');
}

/** What publishing `row` now would freeze: its fields, process, and the live forms and functions it names. */
export async function snapshotOf(db: Db, row: ServiceRow): Promise<ServiceSnapshot> {
  const process = row.process as ProcessGraph;
  const named = processReferences(process);
  const { collectionId } = row.collectionMode as ServiceFields['collectionMode'];
  const collectionIds = new Set(named.collections);
  if (collectionId !== null) collectionIds.add(collectionId);
  const byId = (a: number, b: number) => a - b;
  return {
    service: Object.fromEntries(SNAPSHOT_FIELDS.map((key) => [key, row[key]])),
    process,
    collections: await collectionsForSnapshot(db, [...collectionIds].sort(byId)),
    functions: await functionsForSnapshot(db, [...named.functions].sort(byId)),
  };
}

/**
 * `POST service/{id}/publish`: freezes the draft as its version number and moves the draft to the next.
 * 404 for a missing service; a Persian 400 when the definition has problems (every one in `data`) or
 * nothing changed since the last published version.
 */
export async function publishService(db: Db, actor: ServiceActor, id: number) {
  return db.transaction(async (tx) => {
    const row = await findService(tx, id, true);
    if (!row) throw new AppError('not_found', text.serviceNotFound);
    const checked = { ...(row as unknown as ServiceFields), process: row.process as ProcessGraph };
    assertNoProblems(await serviceProblems(tx, checked, id));
    const snapshot = await snapshotOf(tx, row);
    const hash = snapshotHash(snapshot);
    if (hash === row.publishedHash) throw new AppError('bad_request', text.nothingToPublish);
    const published = await recordPublished(tx, row, { hash, snapshot }, actor);
    const summary = await versionOf(tx, id, published.version);
    if (!summary) throw new Error('the published version is not there');
    const { snapshot: _snapshot, serviceId: _serviceId, ...rest } = summary;
    return rest;
  });
}

/** `GET service/{id}/versions`: the versions of a live service, newest first; 404 for a missing one. */
export async function serviceVersions(db: Db, id: number) {
  if (!(await findService(db, id))) throw new AppError('not_found', text.serviceNotFound);
  return versionsOf(db, id);
}

/** `GET service/{id}/versions/{version}`: one version of a live service with its snapshot; 404 otherwise. */
export async function serviceVersion(db: Db, id: number, version: number) {
  if (!(await findService(db, id))) throw new AppError('not_found', text.serviceNotFound);
  const row = await versionOf(db, id, version);
  if (!row) throw new AppError('not_found', text.versionNotFound);
  return row;
}

/**
 * The services' help: every live, enabled service as its published version describes it (name, icon,
 * categories, description, service-desk pack, process), by name. Drafts never reach it.
 */
export async function servicesHelp(db: Db): Promise<ServiceHelpItem[]> {
  const rows = await publishedServices(db);
  return rows.map(({ id, version, snapshot }) => {
    const { service, process } = snapshot as ServiceSnapshot;
    const license = serviceLicense.safeParse(service.serviceLicense);
    return {
      id,
      version,
      serviceFname: typeof service.serviceFname === 'string' ? service.serviceFname : '',
      serviceIcon: typeof service.serviceIcon === 'string' ? service.serviceIcon : '',
      categories: Array.isArray(service.categories) ? (service.categories as number[]) : [],
      description: license.success ? license.data.description : '',
      desk: serviceDesk.parse(service.desk ?? {}),
      process,
    };
  });
}

/**
 * What applicants start a service on (the requests module): a live, enabled service's published version
 * number and snapshot, or undefined. `lock` holds the service row (FOR UPDATE) for the caller's
 * transaction, which serialises the submissions of one service.
 */
export async function startableService(
  db: Db,
  id: number,
  lock = false,
): Promise<{ version: number; snapshot: ServiceSnapshot } | undefined> {
  const service = await findService(db, id, lock);
  if (!service || !service.enabled || service.publishedVersion === null) return undefined;
  const row = await versionOf(db, id, service.publishedVersion);
  return row && { version: row.version, snapshot: row.snapshot as ServiceSnapshot };
}

/** One published version's snapshot, whether or not the service is still live (running requests keep it). */
export async function publishedSnapshot(
  db: Db,
  id: number,
  version: number,
): Promise<ServiceSnapshot | undefined> {
  const row = await versionOf(db, id, version);
  return row?.snapshot as ServiceSnapshot | undefined;
}

/** Every live, enabled service's published version number (applicants' list of services). */
export async function startableServices(db: Db): Promise<{ id: number; version: number }[]> {
  return (await publishedServices(db)).map(({ id, version }) => ({ id, version }));
}

/** A service's Persian name, live or not ('' when there is none). */
export async function serviceNameOf(db: Db, id: number): Promise<string> {
  return (await findServiceName(db, id)) ?? '';
}

/** Most services whose published version one instance keeps (each a number and a hash). */
const MAX_CACHED_SERVICES = 2000;

/**
 * The published version number and snapshot hash a live, enabled service starts on, or undefined. Read
 * through this instance's cache (every call of a web service asks), dropped by a `service:{id}` notice from
 * any change to the service or its versions (migration 0045); on a transaction's handle, read as it is
 * there, and with `lock` the service row is held (FOR UPDATE) for that transaction.
 */
export async function startableVersionOf(
  db: Db,
  id: number,
  lock = false,
): Promise<{ version: number; hash: string } | undefined> {
  if (lock) return startableVersionRow(db, id, true);
  return cachedEntry(db, 'startable-services', MAX_CACHED_SERVICES, String(id), async () => {
    const row = await startableVersionRow(db, id);
    return row && { value: row, tags: [`service:${id}`] };
  });
}

/**
 * The hash of one published version's snapshot (undefined when there is no such version). Versions are
 * written once; the hash is cached like startableVersionOf's, under the same notices.
 */
export async function publishedHash(db: Db, id: number, version: number): Promise<string | undefined> {
  return cachedEntry(db, 'version-hashes', MAX_CACHED_SERVICES, `${id}@${version}`, async () => {
    const hash = await versionHashOf(db, id, version);
    return hash === undefined ? undefined : { value: hash, tags: [`service:${id}`] };
  });
}
