// A published service version as the request engine reads it: the frozen snapshot parsed once, the process
// indexed, the applicant's form, and the frozen forms and functions by id. Versions never change once
// published, so each is kept in memory after its first read, under the hash of its snapshot.
import {
  DEFAULT_REGISTERED_STATUS,
  PROCESS_NODE_LABELS,
  serviceDesk,
  serviceLicense,
  servicePrerequisites,
  type FormDefinition,
  type ProcessNode,
  type ServiceSnapshot,
} from '@darvazeh/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { publishedHash, publishedSnapshot } from '../services/service-versions.service.js';
import { indexGraph, type IndexedGraph } from './engine/advance.js';

const performService = z
  .object({ outSource: z.boolean(), link: z.string().nullable(), showModal: z.boolean() })
  .catch({ outSource: false, link: null, showModal: false });
const collectionMode = z
  .object({ mapToExisting: z.boolean(), collectionId: z.number().int().nullable() })
  .catch({ mapToExisting: false, collectionId: null });

/** A version, ready for the engine. */
export type RequestVersion = {
  serviceId: number;
  version: number;
  serviceFname: string;
  serviceIcon: string;
  description: string;
  helpFileLink: string | null;
  desk: z.output<typeof serviceDesk>;
  prerequisites: z.output<typeof servicePrerequisites>;
  signatureRequired: boolean;
  survey: boolean;
  tempSave: boolean;
  registeredStatus: string;
  performService: z.output<typeof performService>;
  variables: { name: string; value: string }[];
  defaultAnswers: Record<string, unknown>;
  /** The applicant's form: the service's own fields, or the collection's it maps to. */
  form: FormDefinition;
  graph: IndexedGraph;
  /** Frozen collection forms by id (provider tasks' forms). */
  collections: Map<number, { fname: string; formInfo: FormDefinition }>;
  /** Frozen functions by id. */
  functions: Map<number, ServiceSnapshot['functions'][number]>;
  snapshot: ServiceSnapshot;
};

const cache = new Map<string, RequestVersion>();
const MAX_CACHED = 500;

/** The Persian name of a node: its own, else its kind's label. */
export function nodeName(node: ProcessNode | undefined): string {
  if (!node) return '';
  return node.name?.trim() || PROCESS_NODE_LABELS[node.kind];
}

function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/** Reads a version (cached); undefined when it does not exist. */
export async function requestVersion(
  db: Db,
  serviceId: number,
  version: number,
): Promise<RequestVersion | undefined> {
  // Keyed by the snapshot's hash as well (read through the database's own cache of hashes, so per
  // database): the same ids in another database (tests run many apps in one process; a restored backup)
  // never reach a stale entry.
  const hash = await publishedHash(db, serviceId, version);
  if (hash === undefined) return undefined;
  return requestVersionOfHash(db, serviceId, version, hash);
}

/** Reads a version whose snapshot hash the caller has just read (cached under it); undefined when none. */
export async function requestVersionOfHash(
  db: Db,
  serviceId: number,
  version: number,
  hash: string,
): Promise<RequestVersion | undefined> {
  const key = `${serviceId}@${version}#${hash}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const snapshot = await publishedSnapshot(db, serviceId, version);
  if (!snapshot) return undefined;
  const s = snapshot.service;
  const collections = new Map(
    snapshot.collections.map((c) => [c.id, { fname: c.fname, formInfo: c.formInfo as FormDefinition }]),
  );
  const mode = collectionMode.parse(s.collectionMode);
  const mapped =
    mode.mapToExisting && mode.collectionId !== null ? collections.get(mode.collectionId) : undefined;
  // The own form: its fields and (since services had them) its functions.
  const form: FormDefinition = mapped
    ? mapped.formInfo
    : {
        formFields: Array.isArray(s.elements) ? (s.elements as FormDefinition['formFields']) : [],
        ...(Array.isArray(s.functions) && {
          functions: s.functions as NonNullable<FormDefinition['functions']>,
        }),
      };
  const license = serviceLicense.safeParse(s.serviceLicense ?? {});
  const value: RequestVersion = {
    serviceId,
    version,
    serviceFname: text(s.serviceFname),
    serviceIcon: text(s.serviceIcon),
    description: license.success ? license.data.description : '',
    helpFileLink: typeof s.helpFileLink === 'string' ? s.helpFileLink : null,
    desk: serviceDesk.parse(s.desk ?? {}),
    prerequisites: servicePrerequisites.parse(s.prerequisites ?? {}),
    signatureRequired: s.signatureRequired === true,
    survey: s.survey === true,
    tempSave: s.tempSave === true,
    registeredStatus: text(s.registeredStatus, DEFAULT_REGISTERED_STATUS) || DEFAULT_REGISTERED_STATUS,
    performService: performService.parse(s.performService),
    variables: Array.isArray(s.variables) ? (s.variables as { name: string; value: string }[]) : [],
    defaultAnswers: s.answers && typeof s.answers === 'object' ? (s.answers as Record<string, unknown>) : {},
    form,
    graph: indexGraph(snapshot.process),
    collections,
    functions: new Map(snapshot.functions.map((f) => [f.id, f])),
    snapshot,
  };
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(key, value);
  return value;
}

/** The steps an applicant is shown in the pack: forms and tasks, in the order a walk from start meets them. */
export function visibleSteps(version: RequestVersion): { key: string; name: string; kind: string }[] {
  const graph = version.graph;
  const start = graph.graph.nodes.find((n) => n.kind === 'start');
  const seen = new Set<string>();
  const steps: { key: string; name: string; kind: string }[] = [];
  const queue = start ? [start.key] : [];
  while (queue.length > 0) {
    const key = queue.shift()!;
    if (seen.has(key)) continue;
    seen.add(key);
    const node = graph.node(key);
    if (!node) continue;
    if (node.kind === 'applicantForm' || node.kind === 'providerTask')
      steps.push({ key, name: nodeName(node), kind: node.kind });
    for (const edge of graph.out(key)) queue.push(edge.target);
  }
  return steps;
}
