// A service's process (فرآیند): a graph of nodes and edges (SPEC §3 Edges: id, dummyId), Camunda 8's model
// cut to what a university service needs. Nodes keep a stable `key` across versions: a running request
// records the key of the step it is on, and moving requests to a new version looks the key up in the new
// graph. `position` is where the designer drew the node; the engine ignores it.
//
// This file is the shape (zod); process-check.ts checks the graph as a whole (one start, reachability,
// splits and joins, live references) and names the node of every problem in Persian.
import { z } from 'zod';
import { SERVICE_MESSAGES as m } from './messages.js';

/** Most nodes and edges a process may hold. */
export const PROCESS_LIMITS = { nodes: 200, edges: 400, nameLength: 120, templateLength: 2_000 } as const;

/** The kinds of node, in the order the designer's palette offers them. */
export const PROCESS_NODE_KINDS = [
  'start',
  'applicantForm',
  'providerTask',
  'decision',
  'parallelSplit',
  'parallelJoin',
  'function',
  'notification',
  'statusChange',
  'end',
] as const;
export type ProcessNodeKind = (typeof PROCESS_NODE_KINDS)[number];

/** How a process ends (SPEC-beyond: the applicant sees it as the request's final state). */
export const PROCESS_END_RESULTS = ['completed', 'rejected', 'cancelled'] as const;
export type ProcessEndResult = (typeof PROCESS_END_RESULTS)[number];

/** Priorities of a provider task. */
export const TASK_PRIORITIES = ['low', 'normal', 'high'] as const;

/** Who a notification goes to, and by which channels. */
export const NOTIFICATION_AUDIENCES = ['applicant', 'assignees'] as const;
export const NOTIFICATION_CHANNELS = ['inbox', 'sms', 'email'] as const;

/** A node's stable key: Latin letters, digits, `_` and `-`, starting with a letter. */
export const NODE_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;

const key = z.string({ error: m.nodeKeyInvalid }).regex(NODE_KEY_PATTERN, m.nodeKeyInvalid);
const id = z.number().int().positive();
const name = z.string().trim().max(PROCESS_LIMITS.nameLength, m.nameTooLong(PROCESS_LIMITS.nameLength));
const position = z.object({ x: z.number().finite(), y: z.number().finite() });

/**
 * Who may take a provider task:
 * - unitRole: holders of `unitRoleId` in `unitId` (null: any unit; SPEC §6 also lets −1 mean any role)
 * - applicantUnit: holders of `unitRoleId` in the unit the applicant belongs to
 * - user: one named user
 */
export const taskAssignee = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('unitRole'), unitId: id.nullable(), unitRoleId: z.number().int() }),
    z.strictObject({ kind: z.literal('applicantUnit'), unitRoleId: z.number().int() }),
    z.strictObject({ kind: z.literal('user'), userId: id }),
  ],
  m.assigneeRequired,
);
export type TaskAssignee = z.infer<typeof taskAssignee>;

/** An outcome a provider completes a task with (تأیید، رد، …); edges out of the task name it. */
const outcome = z.strictObject({ key, label: name.min(1, m.outcomeLabelRequired) });

const base = { key, name: name.default(''), position: position.default({ x: 0, y: 0 }) };

/** One node of the graph, by kind. */
export const processNode = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ ...base, kind: z.literal('start') }),
    z.strictObject({
      ...base,
      kind: z.literal('applicantForm'),
      /** Show the applicant their answers to confirm before sending. */
      confirmStep: z.boolean().default(false),
    }),
    z.strictObject({
      ...base,
      kind: z.literal('providerTask'),
      assignee: taskAssignee,
      /** The data collection whose form the provider fills (none: the provider only decides). */
      collectionId: id.nullable().default(null),
      onEnterFunctionId: id.nullable().default(null),
      onExitFunctionId: id.nullable().default(null),
      /** Working days until the task is overdue (Jalali calendar, holidays excluded). */
      dueDays: z.number().int().min(1).max(365).nullable().default(null),
      priority: z.enum(TASK_PRIORITIES).default('normal'),
      outcomes: z.array(outcome).max(10).default([]),
    }),
    z.strictObject({ ...base, kind: z.literal('decision') }),
    z.strictObject({ ...base, kind: z.literal('parallelSplit') }),
    z.strictObject({ ...base, kind: z.literal('parallelJoin') }),
    z.strictObject({ ...base, kind: z.literal('function'), functionId: id }),
    z.strictObject({
      ...base,
      kind: z.literal('notification'),
      audience: z.enum(NOTIFICATION_AUDIENCES).default('applicant'),
      channels: z.array(z.enum(NOTIFICATION_CHANNELS)).min(1, m.channelRequired).max(3),
      template: z
        .string()
        .trim()
        .min(1, m.templateRequired)
        .max(PROCESS_LIMITS.templateLength, m.nameTooLong(PROCESS_LIMITS.templateLength)),
    }),
    z.strictObject({
      ...base,
      kind: z.literal('statusChange'),
      /** The status label the applicant sees from here on. */
      status: name.min(1, m.statusRequired),
    }),
    z.strictObject({
      ...base,
      kind: z.literal('end'),
      result: z.enum(PROCESS_END_RESULTS).default('completed'),
    }),
  ],
  m.nodeKindInvalid,
);
export type ProcessNode = z.infer<typeof processNode>;
export type ProcessNodeInput = z.input<typeof processNode>;

/**
 * One edge (SPEC §3: id, dummyId). `dummyId` is the designer's id for an edge not saved yet. Out of a
 * decision, an edge carries a `condition` in the flow language (over answers and variables) unless it is
 * the `isDefault` one; out of a provider task with outcomes, it names its `outcome`.
 */
export const processEdge = z.strictObject({
  id: key,
  dummyId: z
    .union([z.string().max(64), z.number().int()])
    .nullable()
    .optional(),
  source: key,
  target: key,
  label: name.optional(),
  condition: z.string().max(2_000).optional(),
  isDefault: z.boolean().optional(),
  outcome: key.optional(),
});
export type ProcessEdge = z.infer<typeof processEdge>;

/** A process graph's shape; process-check.ts checks it as a whole. */
export const processGraph = z.strictObject({
  nodes: z.array(processNode).max(PROCESS_LIMITS.nodes, m.tooManyNodes(PROCESS_LIMITS.nodes)),
  edges: z.array(processEdge).max(PROCESS_LIMITS.edges, m.tooManyEdges(PROCESS_LIMITS.edges)),
});
export type ProcessGraph = z.infer<typeof processGraph>;
export type ProcessGraphInput = z.input<typeof processGraph>;

/** The graph of a new service: a start, the applicant's form, and a completed end. */
export function starterProcess(): ProcessGraph {
  return {
    nodes: [
      { kind: 'start', key: 'start', name: '', position: { x: 0, y: 0 } },
      { kind: 'applicantForm', key: 'form', name: '', position: { x: -240, y: 0 }, confirmStep: false },
      { kind: 'end', key: 'end', name: '', position: { x: -480, y: 0 }, result: 'completed' },
    ],
    edges: [
      { id: 'e1', source: 'start', target: 'form' },
      { id: 'e2', source: 'form', target: 'end' },
    ],
  };
}
