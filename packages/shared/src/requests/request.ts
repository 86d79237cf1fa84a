// Requests (درخواست), their tasks (کار) and history, as the API takes and answers them (SPEC §1 requests
// and inboxes, §3 userrequest and tempanswer, §7 userrequest/counter; docs/adr/0008-request-engine.md).
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../schemas/resource.js';
import { serviceDesk } from '../services/service-definition.js';
import { compactDigits } from '../forms/iranian-formats.js';
import { REQUEST_MESSAGES as m } from './messages.js';
import { isTrackingCode } from './tracking-code.js';

const id = z.number().int().positive();
const revision = z.number({ error: m.changedMeanwhile }).int().min(0);
/** The longest note or comment a person may leave on a request or a task. */
export const NOTE_MAX_LENGTH = 2_000;
const note = z.string().trim().max(NOTE_MAX_LENGTH).default('');
const answers = z.record(z.string().max(64), z.unknown(), { error: m.answersRequired });
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const time = z.iso.datetime({ offset: true });

export const REQUEST_STATES = ['running', 'completed', 'rejected', 'cancelled'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];
export const TASK_STATES = ['open', 'claimed', 'done', 'cancelled'] as const;
export type TaskState = (typeof TASK_STATES)[number];

/** A tracking code typed by a person: Persian or Arabic digits and spaces accepted. */
export const trackingCodeInput = z
  .string({ error: m.trackingCodeInvalid })
  .transform(compactDigits)
  .refine(isTrackingCode, m.trackingCodeInvalid);

// ---------------------------------------------------------------------------------------------------------
// Services as applicants see them

/** Whether the caller may start a service now, and if not, why (Persian). */
export const availability = z.object({ ok: z.boolean(), reason: z.string().nullable() });

/** One service of the applicants' list (`GET userrequest/services`): enabled and published. */
export const applicantServiceItem = z.object({
  id: z.number().int(),
  serviceFname: z.string(),
  serviceIcon: z.string(),
  categories: z.array(z.number().int()),
  tags: z.array(z.string()),
  description: z.string(),
  durationDays: z.number().int().nullable(),
});
export type ApplicantServiceItem = z.infer<typeof applicantServiceItem>;
export const applicantServiceList = z.array(applicantServiceItem);

/**
 * `GET userrequest/service/{id}`: a service's information pack and form as its published version has them
 * (Iran's service desk rules: documents, duration, cost, steps), whether the caller may start it, and the
 * caller's draft.
 */
export const servicePack = z.object({
  id: z.number().int(),
  version: z.number().int(),
  serviceFname: z.string(),
  serviceIcon: z.string(),
  description: z.string(),
  helpFileLink: z.string().nullable(),
  desk: serviceDesk,
  signatureRequired: z.boolean(),
  tempSave: z.boolean(),
  performService: z.object({ outSource: z.boolean(), link: z.string().nullable(), showModal: z.boolean() }),
  /** The steps an applicant goes through, by the process's named forms and tasks in order. */
  steps: z.array(z.object({ key: z.string(), name: z.string(), kind: z.string() })),
  /** The applicant's form (a form definition) and its default answers. */
  form: z.unknown(),
  answers: z.record(z.string(), z.unknown()),
  availability,
  /** The caller's saved draft of this service, if any. */
  draft: z
    .object({ id: z.number().int(), answers: z.record(z.string(), z.unknown()), updatedAt: time })
    .nullable(),
});
export type ServicePack = z.infer<typeof servicePack>;

// ---------------------------------------------------------------------------------------------------------
// Submitting

/** Body of `POST userrequest`: the answers to the service's form and, where required, the signature. */
export const submitRequestBody = z.strictObject({
  serviceId: id,
  answers,
  /** The applicant signs with the signature in their profile. */
  sign: z.boolean().default(false),
});
export type SubmitRequestBody = z.input<typeof submitRequestBody>;

/** The receipt of a submission. */
export const requestReceipt = z.object({
  id: z.number().int(),
  trackingCode: z.string(),
  serviceFname: z.string(),
  status: z.string(),
  createdAt: time,
  /** The working day the final answer is expected on (ISO), when the service says how long it takes. */
  expectedOn: isoDay.nullable(),
});
export type RequestReceipt = z.infer<typeof requestReceipt>;

// ---------------------------------------------------------------------------------------------------------
// Requests and their history

/** A request as lists answer it. */
export const requestItem = z.object({
  id: z.number().int(),
  trackingCode: z.string(),
  serviceId: z.number().int(),
  serviceFname: z.string(),
  serviceVersion: z.number().int(),
  applicantId: z.number().int(),
  applicantName: z.string(),
  state: z.enum(REQUEST_STATES),
  status: z.string(),
  createdAt: time,
  updatedAt: time.nullable(),
  expectedOn: isoDay.nullable(),
  endedAt: time.nullable(),
  revision: z.number().int(),
  /** The request was returned to the applicant and waits for their fix (a live applicant task). */
  awaitingApplicant: z.boolean(),
});
export type RequestItem = z.infer<typeof requestItem>;

/** One event of a request's history as the caller may see it. */
export const requestEventItem = z.object({
  id: z.number().int(),
  at: time,
  kind: z.string(),
  actorName: z.string().nullable(),
  onBehalfOfName: z.string().nullable(),
  /** The step's Persian name. */
  stepName: z.string().nullable(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  outcome: z.string().nullable(),
  note: z.string(),
  /** Answers changed: field's Persian name, before, after (as text). */
  changes: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
  visibleToApplicant: z.boolean(),
});
export type RequestEventItem = z.infer<typeof requestEventItem>;

/** An outcome a provider may complete a task with. */
export const taskOutcome = z.object({ key: z.string(), label: z.string() });

/** A task as inboxes answer it. */
export const taskItem = z.object({
  id: z.number().int(),
  requestId: z.number().int(),
  trackingCode: z.string(),
  serviceId: z.number().int(),
  serviceFname: z.string(),
  applicantName: z.string(),
  requestStatus: z.string(),
  revision: z.number().int(),
  kind: z.enum(['provider', 'applicant']),
  nodeKey: z.string(),
  stepName: z.string(),
  state: z.enum(TASK_STATES),
  unitName: z.string().nullable(),
  unitRoleName: z.string().nullable(),
  claimedById: z.number().int().nullable(),
  claimedByName: z.string().nullable(),
  onBehalfOfName: z.string().nullable(),
  dueOn: isoDay.nullable(),
  overdue: z.boolean(),
  priority: z.string(),
  note: z.string(),
  outcomes: z.array(taskOutcome),
  createdAt: time,
  doneAt: time.nullable(),
  outcome: z.string().nullable(),
});
export type TaskItem = z.infer<typeof taskItem>;

/** `GET userrequest/{id}`: a request with its form, answers, the history the caller may see, its tasks. */
export const requestDetail = requestItem.extend({
  answers: z.record(z.string(), z.unknown()),
  form: z.unknown(),
  events: z.array(requestEventItem),
  /** Tasks of the request the caller may see (their own to act on first). */
  tasks: z.array(taskItem),
  survey: z.object({ score: z.number().int(), comment: z.string(), at: time }).nullable(),
  /** The service asks for a survey and the caller (the applicant) has not answered it yet. */
  surveyDue: z.boolean(),
  /** The caller is the applicant and the request is still running. */
  canCancel: z.boolean(),
});
export type RequestDetail = z.infer<typeof requestDetail>;

/** `GET userrequest/task/{id}`: a task with its request, the task's own form, and where it may go. */
export const taskDetail = z.object({
  task: taskItem,
  request: requestDetail,
  /** The task's form (a provider task's collection form), or null. */
  taskForm: z.unknown(),
  /** Earlier steps the request has passed and may be returned to. */
  returnTargets: z.array(z.object({ key: z.string(), name: z.string() })),
  /** What the caller may do now. */
  can: z.object({
    claim: z.boolean(),
    release: z.boolean(),
    complete: z.boolean(),
    refer: z.boolean(),
    returnTo: z.boolean(),
    reassign: z.boolean(),
  }),
});
export type TaskDetail = z.infer<typeof taskDetail>;

const page = z.coerce.number().int().min(1).max(MAX_PAGE).default(1);
const count = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE);
const optionalId = z.coerce.number().int().positive().optional();
const searchText = z.string().trim().max(100).optional();

/**
 * Query of `GET userrequest`: the applicant's own requests, every request for Admins (`all`), or the
 * requests one of whose provider tasks the caller's unit responsibilities hold or that name them
 * (`owned`: what their dashboards count, SPEC §6).
 */
export const requestListQuery = z.strictObject({
  box: z.enum(['mine', 'all', 'owned']).default('mine'),
  page,
  count,
  serviceId: optionalId,
  state: z.enum(REQUEST_STATES).optional(),
  trackingCode: z.string().trim().max(20).optional(),
  /** Persian-aware search over the service's and the applicant's names. */
  q: searchText,
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type RequestListQuery = z.input<typeof requestListQuery>;

/** The boxes of a provider's inbox (کارتابل کارشناس). */
export const TASK_BOXES = ['received', 'claimed', 'overdue', 'sent', 'all'] as const;
export type TaskBox = (typeof TASK_BOXES)[number];

/** Query of `GET userrequest/task`: a provider's inbox (Admins may ask for `all`). */
export const taskListQuery = z.strictObject({
  box: z.enum(TASK_BOXES).default('received'),
  page,
  count,
  serviceId: optionalId,
  trackingCode: z.string().trim().max(20).optional(),
  q: searchText,
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type TaskListQuery = z.input<typeof taskListQuery>;

// ---------------------------------------------------------------------------------------------------------
// Actions: each names the request's revision it saw (compare-and-set).

export const revisionBody = z.strictObject({ revision });

/** Completing a task: an outcome (where the step has outcomes), the task form's or the fixed answers, a note. */
export const completeTaskBody = z.strictObject({
  revision,
  outcome: z.string().max(40).nullable().default(null),
  answers: answers.optional(),
  note,
  sign: z.boolean().default(false),
});
export type CompleteTaskBody = z.input<typeof completeTaskBody>;

/** Referring a task to another unit and unit role (ارجاع), signed. */
export const referTaskBody = z.strictObject({
  revision,
  unitId: z.number({ error: m.referTargetRequired }).int().positive(m.referTargetRequired),
  unitRoleId: z.number({ error: m.referTargetRequired }).int(),
  note,
  sign: z.boolean().default(false),
});
export type ReferTaskBody = z.input<typeof referTaskBody>;

/** Returning a request to the applicant for a fix, or to an earlier step; a note is required. */
export const returnTaskBody = z.strictObject({
  revision,
  to: z.union([z.literal('applicant'), z.string().max(40)]),
  note: z.string({ error: m.noteRequired }).trim().min(1, m.noteRequired).max(NOTE_MAX_LENGTH),
});
export type ReturnTaskBody = z.input<typeof returnTaskBody>;

/** An Admin hands a task to one user. */
export const reassignTaskBody = z.strictObject({ revision, userId: id, note });

/** The applicant withdraws a running request. */
export const cancelRequestBody = z.strictObject({ revision, note });

/** The applicant's survey once the request ended. */
export const surveyBody = z.strictObject({
  score: z.number({ error: m.surveyScore }).int(m.surveyScore).min(1, m.surveyScore).max(5, m.surveyScore),
  comment: z.string().trim().max(NOTE_MAX_LENGTH).default(''),
});

/** `GET userrequest/survey/{id}` (Admin): one service's survey results. */
export const surveyResults = z.object({
  count: z.number().int(),
  average: z.number().nullable(),
  /** How many gave each score, 1 to 5. */
  scores: z.array(z.number().int()).length(5),
  comments: z.array(z.object({ at: time, score: z.number().int(), comment: z.string() })),
});

// ---------------------------------------------------------------------------------------------------------
// Drafts (tempanswer)

/** Body of `POST tempanswer`: the answers so far, with no required-field checks. */
export const tempAnswerBody = z.strictObject({ serviceId: id, answers });
export const tempAnswerItem = z.object({
  id: z.number().int(),
  serviceId: z.number().int(),
  serviceFname: z.string(),
  answers: z.record(z.string(), z.unknown()),
  createdAt: time,
  updatedAt: time.nullable(),
});
export type TempAnswerItem = z.infer<typeof tempAnswerItem>;
export const tempAnswerList = z.array(tempAnswerItem);

// ---------------------------------------------------------------------------------------------------------
// Public tracking

/** Body of `POST userrequest/track`: the tracking code and the applicant's mobile or username. */
export const trackRequestBody = z.strictObject({
  trackingCode: trackingCodeInput,
  identity: z
    .string({ error: m.trackingIdentityRequired })
    .trim()
    .min(1, m.trackingIdentityRequired)
    .max(100),
});
export const trackedRequest = z.object({
  trackingCode: z.string(),
  serviceFname: z.string(),
  state: z.enum(REQUEST_STATES),
  status: z.string(),
  createdAt: time,
  expectedOn: isoDay.nullable(),
  endedAt: time.nullable(),
  /** The visible status changes, oldest first. */
  steps: z.array(z.object({ at: time, status: z.string() })),
});
export type TrackedRequest = z.infer<typeof trackedRequest>;

// ---------------------------------------------------------------------------------------------------------
// Out-of-office delegation (جانشینی)

export const substitutionBody = z
  .strictObject({
    /** Admins may name whose substitute it is; everyone else names their own. */
    userId: id.optional(),
    substituteId: z.number({ error: m.substituteUnknown }).int().positive(m.substituteUnknown),
    startsAt: time,
    endsAt: time,
    note,
  })
  .superRefine((b, ctx) => {
    const from = Date.parse(b.startsAt);
    const to = Date.parse(b.endsAt);
    if (to <= from) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: m.substitutePeriod });
    else if (to - from > 366 * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: m.substituteTooLong });
  });
export const substitutionItem = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  substituteId: z.number().int(),
  substituteName: z.string(),
  startsAt: time,
  endsAt: time,
  note: z.string(),
  createdAt: time,
});
export type SubstitutionItem = z.infer<typeof substitutionItem>;
export const substitutionList = z.array(substitutionItem);

/** Query of `GET substitution/candidates`: part of a staff user's name or username. */
export const substitutionCandidateQuery = z.strictObject({ q: z.string().trim().max(100).default('') });
/**
 * The staff users (Employee or Admin, live, not locked) a substitute may be chosen from: Employees may not
 * list users (`user/filter` is the Admins'), so the substitution form searches these.
 */
export const substitutionCandidateList = z.array(
  z.object({ id: z.number().int(), name: z.string(), username: z.string() }),
);
export type SubstitutionCandidate = z.infer<typeof substitutionCandidateList>[number];

/** Paged lists of requests and tasks. */
export const requestPage = z.object({
  list: z.array(requestItem),
  pages: z.number().int(),
  currentPage: z.number().int(),
  total: z.number().int(),
});
export const taskPage = z.object({
  list: z.array(taskItem),
  pages: z.number().int(),
  currentPage: z.number().int(),
  total: z.number().int(),
});
