// Service definitions (تعریف خدمت): the draft an Admin edits. A write is checked as a whole inside its
// transaction (categories, the prerequisite service, the collection requests go to, and the process graph
// against the live rows it names) and refused with every problem at once; a copy is a new draft that was
// never published.
import {
  checkProcess,
  processReferences,
  serviceBody,
  type ProcessGraph,
  type ServiceDefinition,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError, pgErrorOf } from '../../plugins/errors.js';
import { commonMessages, serviceMessages as text } from '../../messages/index.js';
import { formFunctionProblems } from '../collections/form-functions.service.js';
import {
  enamesStartingWith,
  findService,
  insertService,
  liveIdsOf,
  serviceNames,
  type ServiceRow,
} from './services.repository.js';

/** The fields of a service a definition decides; the version fields are the server's. */
export type ServiceFields = Omit<ServiceDefinition, 'version' | 'publishedVersion'>;

/** The body fields stored as the draft's columns (every serviceBody field but the answered version fields). */
export const SERVICE_FIELDS = Object.keys(serviceBody.shape).filter(
  (key): key is keyof ServiceFields => key !== 'version' && key !== 'publishedVersion',
);

/** Who writes, for the change log. */
export type ServiceActor = { actorId: number; requestId: string };

/** What the checks read of a service. */
type Checked = Pick<
  ServiceFields,
  'categories' | 'prerequisites' | 'collectionMode' | 'elements' | 'functions'
> & {
  process: ProcessGraph;
};

/**
 * Every problem of service `id` (null: a new one) against the live rows it names, in Persian: missing
 * categories, a missing or self prerequisite, a missing collection for requests, every problem of the
 * own form's functions (as a collection form's are checked) and of the process graph (each naming its
 * node). Reads in `db`, the write's transaction.
 */
export async function serviceProblems(db: Db, service: Checked, id: number | null): Promise<string[]> {
  const problems: string[] = [];
  const categories = await liveIdsOf(db, 'category', service.categories);
  const missing = service.categories.filter((c) => !categories.has(c));
  if (missing.length > 0) problems.push(text.categoriesMissing(missing.join(commonMessages.listSeparator)));
  const prerequisite = service.prerequisites.service;
  if (prerequisite !== null) {
    if (prerequisite === id) problems.push(text.prerequisiteSelf);
    else if (!(await liveIdsOf(db, 'service', [prerequisite])).has(prerequisite))
      problems.push(text.prerequisiteMissing);
  }
  const { collectionId } = service.collectionMode;
  if (collectionId !== null && !(await liveIdsOf(db, 'collection', [collectionId])).has(collectionId))
    problems.push(text.collectionModeMissing);
  problems.push(...formFunctionProblems({ formFields: service.elements, functions: service.functions }));
  const named = processReferences(service.process);
  const refs = {
    collections: await liveIdsOf(db, 'collection', named.collections),
    functions: await liveIdsOf(db, 'function', named.functions),
    units: await liveIdsOf(db, 'unit', named.units),
    unitRoles: await liveIdsOf(db, 'unitRole', named.unitRoles),
    users: await liveIdsOf(db, 'user', named.users),
  };
  problems.push(...checkProcess(service.process, refs).map((p) => p.message));
  return problems;
}

/**
 * Refuses (400, naming them) to bring a service back from the recycle bin into categories that are
 * deleted: its categories are a list, not a parent column the bin could check.
 */
export async function assertCategoriesLive(db: Db, service: { categories?: unknown }): Promise<void> {
  const wanted = Array.isArray(service.categories) ? (service.categories as number[]) : [];
  const live = await liveIdsOf(db, 'category', wanted);
  const missing = wanted.filter((c) => !live.has(c));
  if (missing.length > 0)
    throw new AppError('bad_request', text.categoriesMissing(missing.join(commonMessages.listSeparator)));
}

/** Throws the Persian 400 of a service with problems: the first (and how many) as message, all in data. */
export function assertNoProblems(problems: string[]): void {
  if (problems.length > 0)
    throw new AppError('bad_request', text.invalidService(problems.length, problems[0] ?? ''), problems);
}

/** The draft's columns of a checked body (a validated `serviceBody`), or a Persian 400 with every problem. */
export async function serviceValues(
  tx: Db,
  body: Record<string, unknown>,
  id: number | null,
): Promise<Record<string, unknown>> {
  const service = body as ServiceFields;
  assertNoProblems(await serviceProblems(tx, service, id));
  const values: Record<string, unknown> = Object.fromEntries(
    SERVICE_FIELDS.map((key) => [key, service[key]]),
  );
  values.categories = [...new Set(service.categories)];
  return values;
}

const MAX_ENAME = 64;
const FNAME_MAX = 200;

/** An English name for a copy of `ename` that no live service holds: `{ename}-copy`, `-copy-2`, … */
async function freshEname(tx: Db, ename: string): Promise<string> {
  // Every candidate keeps at least this much of the name (the longest suffix is `-copy-999999`).
  const taken = await enamesStartingWith(tx, ename.slice(0, MAX_ENAME - 12));
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '-copy' : `-copy-${n}`;
    const candidate = ename.slice(0, MAX_ENAME - suffix.length) + suffix;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * `POST service/{id}/copy`: a new draft with every field of service `id`, named «رونوشت …» with a fresh
 * English name, at version 1 and never published. 404 for a missing service.
 */
export async function copyService(db: Db, actor: ServiceActor, id: number): Promise<ServiceRow> {
  try {
    return await db.transaction(async (tx) => {
      const source = await findService(tx, id);
      if (!source) throw new AppError('not_found', text.serviceNotFound);
      const {
        id: _id,
        createdAt: _createdAt,
        creatorId: _creatorId,
        updatedAt: _updatedAt,
        updaterId: _updaterId,
        deletedAt: _deletedAt,
        deleterId: _deleterId,
        version: _version,
        publishedVersion: _publishedVersion,
        publishedHash: _publishedHash,
        ...fields
      } = source;
      return insertService(
        tx,
        {
          ...fields,
          serviceFname: text.copyName(source.serviceFname).slice(0, FNAME_MAX),
          serviceEname: await freshEname(tx, source.serviceEname),
          creatorId: actor.actorId,
        },
        actor,
      );
    });
  } catch (err) {
    // Two copies racing for one name: the loser's unique violation is a 400, not a 500.
    const pgError = pgErrorOf(err);
    if (pgError?.code === '23505' && pgError.constraint === 'services_ename_live')
      throw new AppError('conflict', text.duplicateEname);
    throw err;
  }
}

/** Whether the service `id` exists and is not deleted (another module's rows that name a service). */
export async function serviceIsLive(db: Db, id: number): Promise<boolean> {
  return (await findService(db, id)) !== undefined;
}

/** The Persian names of services by id (deleted ones too): how other modules show the service a row names. */
export async function serviceNamesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  return serviceNames(db, ids);
}
