// Requests (درخواست, SPEC §1 requests and inboxes, §2 /panel/new/{id?}, §3 userrequest and tempanswer, §7
// userrequest/counter): applicants start services and follow their requests, providers handle the tasks
// of their units, Admins see everything. Ownership is checked on every row by the server (the applicant's
// own requests; tasks whose candidates match the caller's responsibilities, or theirs by substitution).
import { admin, signedIn, staff } from './access.js';
import { del, get, post } from './verbs.js';

export const requestApi = {
  /** `userrequest/counter` (Employee or Admin, SPEC §6): `{ recieved, seneded }`. */
  counter: get('userrequest/counter', staff, { response: (s) => s.requestCounter }),
  /**
   * The panel home (پیشخوان): what needs the caller now, their own rows only — requests waiting for
   * their fix, drafts, latest requests, and for Employees and Admins the received and overdue tasks.
   */
  home: get('userrequest/home', signedIn, { response: (s) => s.panelHome }),
  /** The services an applicant may browse: enabled and published. */
  services: get('userrequest/services', signedIn, { response: (s) => s.applicantServiceList }),
  /** A service's information pack and form, whether the caller may start it, and their draft. */
  pack: get('userrequest/service/{id}', signedIn, {
    params: (s) => s.idParams,
    response: (s) => s.servicePack,
  }),
  submit: post('userrequest', signedIn, {
    body: (s) => s.submitRequestBody,
    response: (s) => s.requestReceipt,
  }),
  list: get('userrequest', signedIn, { query: (s) => s.requestListQuery, response: (s) => s.requestPage }),
  read: get('userrequest/{id}', signedIn, { params: (s) => s.idParams, response: (s) => s.requestDetail }),
  cancel: post('userrequest/{id}/cancel', signedIn, {
    params: (s) => s.idParams,
    body: (s) => s.cancelRequestBody,
    response: (s) => s.requestItem,
  }),
  survey: post('userrequest/{id}/survey', signedIn, { params: (s) => s.idParams, body: (s) => s.surveyBody }),
  /** One service's survey results (Admin). */
  surveyResults: get('userrequest/survey/{id}', admin, {
    params: (s) => s.idParams,
    response: (s) => s.surveyResults,
  }),
  /** The public tracking page: anyone, rate-limited by code and address. */
  track: post('userrequest/track', 'anyone', {
    body: (s) => s.trackRequestBody,
    response: (s) => s.trackedRequest,
  }),
};

/** Tasks (کار): the providers' inbox and the actions on one task; applicants' tasks are fixes asked of them. */
export const taskApi = {
  list: get('userrequest/task', signedIn, { query: (s) => s.taskListQuery, response: (s) => s.taskPage }),
  read: get('userrequest/task/{id}', signedIn, { params: (s) => s.idParams, response: (s) => s.taskDetail }),
  claim: post('userrequest/task/{id}/claim', staff, {
    params: (s) => s.idParams,
    body: (s) => s.revisionBody,
    response: (s) => s.taskItem,
  }),
  release: post('userrequest/task/{id}/release', staff, {
    params: (s) => s.idParams,
    body: (s) => s.revisionBody,
    response: (s) => s.taskItem,
  }),
  complete: post('userrequest/task/{id}/complete', signedIn, {
    params: (s) => s.idParams,
    body: (s) => s.completeTaskBody,
    response: (s) => s.requestItem,
  }),
  refer: post('userrequest/task/{id}/refer', staff, {
    params: (s) => s.idParams,
    body: (s) => s.referTaskBody,
    response: (s) => s.requestItem,
  }),
  returnTo: post('userrequest/task/{id}/return', staff, {
    params: (s) => s.idParams,
    body: (s) => s.returnTaskBody,
    response: (s) => s.requestItem,
  }),
  reassign: post('userrequest/task/{id}/reassign', admin, {
    params: (s) => s.idParams,
    body: (s) => s.reassignTaskBody,
    response: (s) => s.taskItem,
  }),
};

/** Drafts (SPEC tempanswer): the caller's own, one per service. */
export const tempAnswerApi = {
  list: get('tempanswer', signedIn, { response: (s) => s.tempAnswerList }),
  save: post('tempanswer', signedIn, { body: (s) => s.tempAnswerBody, response: (s) => s.tempAnswerItem }),
  remove: del('tempanswer/{id}', signedIn, { params: (s) => s.idParams }),
};

/** Out-of-office delegation: staff name a substitute for a period; Admins see and set everyone's. */
export const substitutionApi = {
  list: get('substitution', staff, { response: (s) => s.substitutionList }),
  create: post('substitution', staff, {
    body: (s) => s.substitutionBody,
    response: (s) => s.substitutionItem,
  }),
  /** Staff users a substitute may be chosen from, found by name (Employees may not list users). */
  candidates: get('substitution/candidates', staff, {
    query: (s) => s.substitutionCandidateQuery,
    response: (s) => s.substitutionCandidateList,
  }),
  remove: del('substitution/{id}', staff, { params: (s) => s.idParams }),
};
