// Requests (درخواست, SPEC §1 requests and inboxes, §2 /panel/new/{id?}, §3 userrequest and tempanswer, §7
// userrequest/counter): applicants start services and follow their requests, providers handle the tasks
// of their units, Admins see everything. Ownership is checked on every row by the server (the applicant's
// own requests; tasks whose candidates match the caller's responsibilities, or theirs by substitution).
import { ROLE_ADMIN, ROLE_EMPLOYEE } from '../rules/permissions.js';
import { endpoint } from './endpoint.js';

const admin = [ROLE_ADMIN] as const;
const staff = [ROLE_ADMIN, ROLE_EMPLOYEE] as const;
const signedIn = ['*'] as const;

export const requestApi = {
  /** `userrequest/counter` (Employee or Admin, SPEC §6): `{ recieved, seneded }`. */
  counter: endpoint({
    method: 'GET',
    path: 'userrequest/counter',
    access: staff,
    response: (s) => s.requestCounter,
  }),
  /**
   * The panel home (پیشخوان): what needs the caller now, their own rows only — requests waiting for
   * their fix, drafts, latest requests, and for Employees and Admins the received and overdue tasks.
   */
  home: endpoint({
    method: 'GET',
    path: 'userrequest/home',
    access: signedIn,
    response: (s) => s.panelHome,
  }),
  /** The services an applicant may browse: enabled and published. */
  services: endpoint({
    method: 'GET',
    path: 'userrequest/services',
    access: signedIn,
    response: (s) => s.applicantServiceList,
  }),
  /** A service's information pack and form, whether the caller may start it, and their draft. */
  pack: endpoint({
    method: 'GET',
    path: 'userrequest/service/{id}',
    access: signedIn,
    params: (s) => s.idParams,
    response: (s) => s.servicePack,
  }),
  submit: endpoint({
    method: 'POST',
    path: 'userrequest',
    access: signedIn,
    body: (s) => s.submitRequestBody,
    response: (s) => s.requestReceipt,
  }),
  list: endpoint({
    method: 'GET',
    path: 'userrequest',
    access: signedIn,
    query: (s) => s.requestListQuery,
    response: (s) => s.requestPage,
  }),
  read: endpoint({
    method: 'GET',
    path: 'userrequest/{id}',
    access: signedIn,
    params: (s) => s.idParams,
    response: (s) => s.requestDetail,
  }),
  cancel: endpoint({
    method: 'POST',
    path: 'userrequest/{id}/cancel',
    access: signedIn,
    params: (s) => s.idParams,
    body: (s) => s.cancelRequestBody,
    response: (s) => s.requestItem,
  }),
  survey: endpoint({
    method: 'POST',
    path: 'userrequest/{id}/survey',
    access: signedIn,
    params: (s) => s.idParams,
    body: (s) => s.surveyBody,
  }),
  /** One service's survey results (Admin). */
  surveyResults: endpoint({
    method: 'GET',
    path: 'userrequest/survey/{id}',
    access: admin,
    params: (s) => s.idParams,
    response: (s) => s.surveyResults,
  }),
  /** The public tracking page: anyone, rate-limited by code and address. */
  track: endpoint({
    method: 'POST',
    path: 'userrequest/track',
    access: 'anyone',
    body: (s) => s.trackRequestBody,
    response: (s) => s.trackedRequest,
  }),
};

/** Tasks (کار): the providers' inbox and the actions on one task; applicants' tasks are fixes asked of them. */
export const taskApi = {
  list: endpoint({
    method: 'GET',
    path: 'userrequest/task',
    access: signedIn,
    query: (s) => s.taskListQuery,
    response: (s) => s.taskPage,
  }),
  read: endpoint({
    method: 'GET',
    path: 'userrequest/task/{id}',
    access: signedIn,
    params: (s) => s.idParams,
    response: (s) => s.taskDetail,
  }),
  claim: endpoint({
    method: 'POST',
    path: 'userrequest/task/{id}/claim',
    access: staff,
    params: (s) => s.idParams,
    body: (s) => s.revisionBody,
    response: (s) => s.taskItem,
  }),
  release: endpoint({
    method: 'POST',
    path: 'userrequest/task/{id}/release',
    access: staff,
    params: (s) => s.idParams,
    body: (s) => s.revisionBody,
    response: (s) => s.taskItem,
  }),
  complete: endpoint({
    method: 'POST',
    path: 'userrequest/task/{id}/complete',
    access: signedIn,
    params: (s) => s.idParams,
    body: (s) => s.completeTaskBody,
    response: (s) => s.requestItem,
  }),
  refer: endpoint({
    method: 'POST',
    path: 'userrequest/task/{id}/refer',
    access: staff,
    params: (s) => s.idParams,
    body: (s) => s.referTaskBody,
    response: (s) => s.requestItem,
  }),
  returnTo: endpoint({
    method: 'POST',
    path: 'userrequest/task/{id}/return',
    access: staff,
    params: (s) => s.idParams,
    body: (s) => s.returnTaskBody,
    response: (s) => s.requestItem,
  }),
  reassign: endpoint({
    method: 'POST',
    path: 'userrequest/task/{id}/reassign',
    access: admin,
    params: (s) => s.idParams,
    body: (s) => s.reassignTaskBody,
    response: (s) => s.taskItem,
  }),
};

/** Drafts (SPEC tempanswer): the caller's own, one per service. */
export const tempAnswerApi = {
  list: endpoint({ method: 'GET', path: 'tempanswer', access: signedIn, response: (s) => s.tempAnswerList }),
  save: endpoint({
    method: 'POST',
    path: 'tempanswer',
    access: signedIn,
    body: (s) => s.tempAnswerBody,
    response: (s) => s.tempAnswerItem,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: 'tempanswer/{id}',
    access: signedIn,
    params: (s) => s.idParams,
  }),
};

/** Out-of-office delegation: staff name a substitute for a period; Admins see and set everyone's. */
export const substitutionApi = {
  list: endpoint({
    method: 'GET',
    path: 'substitution',
    access: staff,
    response: (s) => s.substitutionList,
  }),
  create: endpoint({
    method: 'POST',
    path: 'substitution',
    access: staff,
    body: (s) => s.substitutionBody,
    response: (s) => s.substitutionItem,
  }),
  /** Staff users a substitute may be chosen from, found by name (Employees may not list users). */
  candidates: endpoint({
    method: 'GET',
    path: 'substitution/candidates',
    access: staff,
    query: (s) => s.substitutionCandidateQuery,
    response: (s) => s.substitutionCandidateList,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: 'substitution/{id}',
    access: staff,
    params: (s) => s.idParams,
  }),
};
