// Published versions of a service (issue 15 item 5, docs/adr/0006-service-versions.md): publishing freezes
// a snapshot of the service's fields, its process graph, and the forms and functions the process names,
// with the SHA-256 of its canonical JSON. A request keeps the version it started on; editing changes only
// the draft.
import { z } from 'zod';
import { idParams } from '../schemas/resource.js';
import { processGraph } from './process-graph.js';
import { serviceDesk } from './service-definition.js';

const id = idParams.shape.id;

/** Path parameters of `GET service/{id}/versions/{version}`. */
export const serviceVersionParams = z.strictObject({ id, version: id });

/** A published version as lists answer it: its number, hash, when and by whom. */
export const serviceVersionSummary = z.object({
  version: z.number().int(),
  /** SHA-256 (hex) of the snapshot's canonical JSON (keys sorted). */
  hash: z.string(),
  publishedAt: z.iso.datetime({ offset: true }),
  publisherId: z.number().int().nullable(),
  /** The publisher's full name ('' when the user is gone). */
  publisherName: z.string(),
});
export type ServiceVersionSummary = z.infer<typeof serviceVersionSummary>;

/** A data collection's form as frozen with a version. */
export const snapshotCollection = z.object({
  id: z.number().int(),
  fname: z.string(),
  formInfo: z.unknown(),
});

/** A stored function as frozen with a version (its whole tree). */
export const snapshotFunction = z.object({
  id: z.number().int(),
  fname: z.string(),
  ename: z.string(),
  callOn: z.string(),
  relatedId: z.string().nullable(),
  formFields: z.array(z.unknown()),
  expressions: z.array(z.unknown()),
  isServerSide: z.boolean(),
});

/**
 * What a version freezes: every service field but `process` and `enabled` (a live switch, not part of a
 * version) under `service`, the process graph, and the forms (provider tasks' collections and
 * collectionMode's) and functions (function nodes, tasks' enter and exit functions) it names, by id.
 */
export const serviceSnapshot = z.object({
  service: z.record(z.string(), z.unknown()),
  process: processGraph,
  collections: z.array(snapshotCollection),
  functions: z.array(snapshotFunction),
});
export type ServiceSnapshot = z.infer<typeof serviceSnapshot>;

/** `GET service/{id}/versions/{version}`: one version with its snapshot. */
export const serviceVersion = serviceVersionSummary.extend({
  serviceId: z.number().int(),
  snapshot: serviceSnapshot,
});
export type ServiceVersion = z.infer<typeof serviceVersion>;

/** `GET service/{id}/versions`: newest first. */
export const serviceVersionList = z.array(serviceVersionSummary);

/**
 * One service of the services' help (`GET service/help`, SPEC §2 /panel/eservice-help): an enabled
 * service as its published version describes it — what applicants get, not the draft being edited.
 */
export const serviceHelpItem = z.object({
  id: z.number().int(),
  version: z.number().int(),
  serviceFname: z.string(),
  serviceIcon: z.string(),
  categories: z.array(z.number().int()),
  description: z.string(),
  desk: serviceDesk,
  process: processGraph,
});
export type ServiceHelpItem = z.infer<typeof serviceHelpItem>;
export const serviceHelpList = z.array(serviceHelpItem);

/** Body of `POST service/{id}/migrate`: move the open requests of one version to the published one. */
export const migrateRequestsBody = z.strictObject({
  fromVersion: z.number().int().positive(),
  /** New node keys of nodes whose key changed (old key → new key). */
  mappings: z
    .record(z.string().max(40), z.string().max(40))
    .refine((m) => Object.keys(m).length <= 200)
    .default({}),
  /** false: the dry run only; true: move every request the plan moves or keeps. */
  apply: z.boolean().default(false),
});
export type MigrateRequestsBody = z.input<typeof migrateRequestsBody>;

const migrationOutcome = z.enum(['kept', 'moved', 'refused']);

/** The answer of `POST service/{id}/migrate`: the plan per open request and how many moved. */
export const migrationResult = z.object({
  fromVersion: z.number().int(),
  toVersion: z.number().int(),
  plans: z.array(
    z.object({
      requestId: z.number().int(),
      trackingCode: z.string(),
      outcome: migrationOutcome,
      reason: z.string(),
      steps: z.array(
        z.object({
          nodeKey: z.string(),
          outcome: migrationOutcome,
          to: z.string().optional(),
          reason: z.string(),
          changes: z.array(z.string()),
        }),
      ),
    }),
  ),
  /** Requests now on the new version (0 for a dry run). */
  applied: z.number().int(),
});
export type MigrationResult = z.infer<typeof migrationResult>;
