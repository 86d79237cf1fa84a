// Tasks and requests as the server answers them, for the inbox and task page tests.
import type { RequestDetail, RequestEventItem, RequestItem, TaskDetail, TaskItem } from '@darvazeh/shared';

/** The applicant's submission as a request's history shows it. */
const SUBMITTED: RequestEventItem = {
  id: 1,
  at: '2026-03-21T08:00:00Z',
  kind: 'submitted',
  actorName: 'مریم احمدی',
  onBehalfOfName: null,
  stepName: null,
  fromStatus: null,
  toStatus: null,
  outcome: null,
  note: '',
  changes: [],
  visibleToApplicant: true,
};

/** One event of a request's history: the submission unless `overrides` change any field. */
export const buildEvent = (overrides: Partial<RequestEventItem> = {}): RequestEventItem => ({
  ...SUBMITTED,
  ...overrides,
});

/** An applicant's request as their lists show it: registered, waiting on nobody; `overrides` change any field. */
export function buildRequestItem(overrides: Partial<RequestItem> = {}): RequestItem {
  return {
    id: 41,
    trackingCode: '1234567890',
    serviceId: 7,
    serviceFname: 'صدور گواهی اشتغال به تحصیل',
    serviceVersion: 1,
    applicantId: 3,
    applicantName: 'مریم احمدی',
    state: 'running',
    status: 'ثبت شده',
    createdAt: '2026-03-21T06:30:00.000Z',
    updatedAt: null,
    expectedOn: '2026-03-25',
    endedAt: null,
    revision: 1,
    awaitingApplicant: false,
    ...overrides,
  };
}

/** A provider task open in «کارشناس آموزش» of «دانشکده فنی»; `overrides` change any field. */
export function buildTask(overrides: Partial<TaskItem> = {}): TaskItem {
  return {
    id: 11,
    requestId: 5,
    trackingCode: '1234567890',
    serviceId: 3,
    serviceFname: 'صدور گواهی اشتغال به تحصیل',
    applicantName: 'مریم احمدی',
    requestStatus: 'در حال بررسی',
    revision: 4,
    kind: 'provider',
    nodeKey: 'task',
    stepName: 'بررسی کارشناس',
    state: 'open',
    unitName: 'دانشکده فنی',
    unitRoleName: 'کارشناس آموزش',
    claimedById: null,
    claimedByName: null,
    onBehalfOfName: null,
    dueOn: '2026-03-25',
    overdue: false,
    priority: 'high',
    note: '',
    outcomes: [
      { key: 'ok', label: 'تأیید' },
      { key: 'no', label: 'رد' },
    ],
    createdAt: '2026-03-21T08:00:00Z',
    doneAt: null,
    outcome: null,
    ...overrides,
  };
}

/** The task's request with one visible and one staff-only event. */
export function buildRequest(task: TaskItem): RequestDetail {
  return {
    id: task.requestId,
    trackingCode: task.trackingCode,
    serviceId: task.serviceId,
    serviceFname: task.serviceFname,
    serviceVersion: 1,
    applicantId: 9,
    applicantName: task.applicantName,
    state: 'running',
    status: task.requestStatus,
    createdAt: '2026-03-21T08:00:00Z',
    updatedAt: null,
    expectedOn: '2026-03-28',
    endedAt: null,
    revision: 4,
    awaitingApplicant: false,
    answers: { f1: 'مریم احمدی' },
    form: { formFields: [{ id: 'f1', fname: 'نام متقاضی', ename: 'name', type: 'text' }] },
    events: [
      buildEvent({ toStatus: 'ثبت شده' }),
      buildEvent({
        id: 2,
        at: '2026-03-21T08:00:01Z',
        kind: 'taskCreated',
        actorName: null,
        stepName: task.stepName,
        visibleToApplicant: false,
      }),
    ],
    tasks: [task],
    survey: null,
    surveyDue: false,
    canCancel: false,
  };
}

/** The task page's answer: `can` says what the caller may do. */
export function buildTaskDetail(task: TaskItem, can: Partial<TaskDetail['can']> = {}): TaskDetail {
  return {
    task,
    request: buildRequest(task),
    taskForm: null,
    returnTargets: [{ key: 'form', name: 'فرم متقاضی' }],
    can: {
      claim: false,
      release: false,
      complete: false,
      refer: false,
      returnTo: false,
      reassign: false,
      ...can,
    },
  };
}
