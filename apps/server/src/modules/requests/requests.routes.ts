import {
  REQUEST_MESSAGES as m,
  requestApi,
  serviceApi,
  taskApi,
  tempAnswerApi,
  type Principal,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { bind, type BoundEndpoint } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import {
  answerSurvey,
  cancelRequest,
  claimTask,
  completeTask,
  reassignTask,
  referTask,
  releaseTask,
  returnTask,
} from './actions.service.js';
import {
  listRequests,
  listTasks,
  readRequest,
  readTask,
  requestCounter,
  surveyResults,
} from './inbox.service.js';
import { draftsOf, removeDraft, saveDraft } from './drafts.service.js';
import { panelHome } from './home.service.js';
import { migrateRequests } from './migrate.service.js';
import { itemOf, taskItemOf } from './action-answers.service.js';
import { applicantServices, servicePackFor, submitRequest } from './submit.service.js';

const actorOf = (user: Principal, id: string) => ({ user, requestId: id });

/** The requests module's endpoints (SPEC §1 requests and inboxes, §3 userrequest and tempanswer, §7 counter). */
export function requestRoutes(db: Db): BoundEndpoint[] {
  return [
    bind(requestApi.counter, async ({ user }) => ok(await requestCounter(db, user))),
    bind(requestApi.home, async ({ user }) => ok(await panelHome(db, user))),
    bind(requestApi.services, async () => ok(await applicantServices(db))),
    bind(requestApi.pack, async ({ params, user }) => ok(await servicePackFor(db, user, params.id))),
    bind(requestApi.submit, async ({ body, user, request }) => {
      const receipt = await submitRequest(db, actorOf(user, request.id), body);
      return ok(receipt, m.submitted(receipt.trackingCode));
    }),
    bind(requestApi.list, async ({ query, user }) => ok(await listRequests(db, user, query))),
    bind(requestApi.read, async ({ params, user }) => ok(await readRequest(db, user, params.id))),
    bind(requestApi.cancel, async ({ params, body, user, request }) => {
      const row = await cancelRequest(db, actorOf(user, request.id), params.id, body);
      return ok(await itemOf(db, row, user), m.cancelled);
    }),
    bind(requestApi.survey, async ({ params, body, user, request }) => {
      await answerSurvey(db, actorOf(user, request.id), params.id, body);
      return ok(null);
    }),
    bind(requestApi.surveyResults, async ({ params }) => ok(await surveyResults(db, params.id))),

    bind(taskApi.list, async ({ query, user }) => ok(await listTasks(db, user, query))),
    bind(taskApi.read, async ({ params, user }) => ok(await readTask(db, user, params.id))),
    bind(taskApi.claim, async ({ params, body, user, request }) =>
      ok(
        await taskItemOf(db, await claimTask(db, actorOf(user, request.id), params.id, body.revision), user),
      ),
    ),
    bind(taskApi.release, async ({ params, body, user, request }) =>
      ok(
        await taskItemOf(
          db,
          await releaseTask(db, actorOf(user, request.id), params.id, body.revision),
          user,
        ),
      ),
    ),
    bind(taskApi.complete, async ({ params, body, user, request }) =>
      ok(await itemOf(db, await completeTask(db, actorOf(user, request.id), params.id, body), user)),
    ),
    bind(taskApi.refer, async ({ params, body, user, request }) =>
      ok(await itemOf(db, await referTask(db, actorOf(user, request.id), params.id, body), user)),
    ),
    bind(taskApi.returnTo, async ({ params, body, user, request }) =>
      ok(await itemOf(db, await returnTask(db, actorOf(user, request.id), params.id, body), user)),
    ),
    bind(taskApi.reassign, async ({ params, body, user, request }) =>
      ok(await taskItemOf(db, await reassignTask(db, actorOf(user, request.id), params.id, body), user)),
    ),

    bind(serviceApi.migrate, async ({ params, body, user }) =>
      ok(await migrateRequests(db, user, params.id, body)),
    ),

    bind(tempAnswerApi.list, async ({ user }) => ok(await draftsOf(db, user))),
    bind(tempAnswerApi.save, async ({ body, user }) => ok(await saveDraft(db, user, body), m.draftSaved)),
    bind(tempAnswerApi.remove, async ({ params, user }) => {
      await removeDraft(db, user, params.id);
      return ok(null);
    }),
  ];
}
