import {
  formFunctionList,
  functionApi,
  hasRoles,
  parseFunction,
  ROLE_ADMIN,
  ROLE_EMPLOYEE,
  type FormDefinition,
  type FunctionRunResult,
  type Principal,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { bind, type BoundEndpoint } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { AppError } from '../../plugins/errors.js';
import { formOf } from '../collections/records-read.service.js';
import { commonMessages } from '../../messages/index.js';
import { taskFormFor } from '../requests/inbox.service.js';
import { startableVersion } from '../requests/submit.service.js';
import { functionHelpFor } from './function-help.js';
import { checkedFunction } from './functions.resources.js';
import type { FunctionRunner } from './functions.service.js';

/**
 * The form whose server-side functions run-element-function runs: a data collection's as it stands (a
 * record's form, which staff fill); the request form of the service's published version — the one its
 * applicants are shown — for anyone the service is open to; or a task's form as its request's version
 * froze it, for whoever may complete the task. Either way the functions run with the caller's rights only.
 */
async function formWithFunctions(
  db: Db,
  user: Principal,
  source: { collectionId?: number | undefined; serviceId?: number | undefined; taskId?: number | undefined },
): Promise<FormDefinition> {
  if (source.serviceId !== undefined) return (await startableVersion(db, source.serviceId)).form;
  if (source.taskId !== undefined) return taskFormFor(db, user, source.taskId);
  if (!hasRoles(user, [ROLE_ADMIN, ROLE_EMPLOYEE])) throw new AppError('forbidden', commonMessages.forbidden);
  return (await formOf(db, source.collectionId ?? 0)).formInfo;
}

/** `result`, unless one of the engine's caps stopped it: then a Persian 400 with the cap's message. */
function refusedIfStopped(result: FunctionRunResult): FunctionRunResult {
  const stop = result.diagnostics.find((diagnostic) => diagnostic.limit === true);
  if (stop) throw new AppError('bad_request', stop.message);
  return result;
}

/**
 * Running functions (SPEC §7 run-request-function and run-element-function, an Admin's test run) and the
 * help page's data. Runs answer `{ ok, answers, variables, effects, diagnostics, trace }`: a function's
 * own mistakes are diagnostics in a successful envelope. A run stopped by one of the engine's caps (steps,
 * time, the size of a value or of the answer) is refused with a Persian 400 instead, except an Admin's
 * test run, whose editor shows it as a diagnostic.
 */
export function functionRoutes(db: Db, runner: FunctionRunner): BoundEndpoint[] {
  return [
    bind(functionApi.runRequest, async ({ body, user, request }) =>
      ok(
        refusedIfStopped(
          await runner.runStored(
            body.functionId,
            { answers: body.answers, variables: body.variables },
            { principal: user, requestId: request.id },
          ),
        ),
      ),
    ),

    bind(functionApi.runElement, async ({ body, user, request }) => {
      const form = await formWithFunctions(db, user, body);
      const runs: (FunctionRunResult & { functionId: string })[] = [];
      // The form's own functions and its subforms' and tabs' (qualified ids), as the browser lists them.
      for (const [index, raw] of formFunctionList(form).entries()) {
        const parsed = parseFunction(raw);
        if (!parsed.ok) continue;
        const fn = parsed.fn;
        if (!fn.isServerSide || fn.callOn !== body.event || (fn.relatedId ?? null) !== (body.fieldId ?? null))
          continue;
        const result = await runner.runEmbedded(
          fn,
          { answers: body.answers },
          { principal: user, requestId: request.id },
        );
        runs.push({ ...refusedIfStopped(result), functionId: String(fn.id ?? index) });
      }
      return ok({ runs });
    }),

    bind(functionApi.testRun, async ({ body, user, request }) => {
      const fn = checkedFunction(body.function);
      return ok(
        await runner.runDraft(fn, { answers: body.answers }, { principal: user, requestId: request.id }),
      );
    }),

    bind(functionApi.help, async ({ params }) => ok(await functionHelpFor(db, params.ename))),
  ];
}
