import { formFunctionList, functionApi, parseFunction, type FunctionRunResult } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { bind, type BoundEndpoint } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { AppError } from '../../plugins/errors.js';
import { formOf } from '../collections/records-read.service.js';
import { functionMessages } from '../../messages/index.js';
import { functionHelpOf } from './function-help.js';
import { checkedFunction } from './functions.resources.js';
import { findFunctionByEname } from './functions.repository.js';
import type { FunctionRunner } from './functions.service.js';

/**
 * Running functions (SPEC §7 run-request-function and run-element-function, an Admin's test run) and the
 * help page's data. Runs answer `{ ok, answers, variables, effects, diagnostics, trace }`: a function's
 * own mistakes are diagnostics in a successful envelope, never an error status.
 */
export function functionRoutes(db: Db, runner: FunctionRunner): BoundEndpoint[] {
  return [
    bind(functionApi.runRequest, async ({ body, user, request }) =>
      ok(
        await runner.runStored(
          body.functionId,
          { answers: body.answers, variables: body.variables },
          { principal: user, requestId: request.id },
        ),
      ),
    ),

    bind(functionApi.runElement, async ({ body, user, request }) => {
      const form = await formOf(db, body.collectionId);
      const runs: (FunctionRunResult & { functionId: string })[] = [];
      // The form's own functions and its subforms' and tabs' (qualified ids), as the browser lists them.
      for (const [index, raw] of formFunctionList(form.formInfo).entries()) {
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
        runs.push({ ...result, functionId: String(fn.id ?? index) });
      }
      return ok({ runs });
    }),

    bind(functionApi.testRun, async ({ body, user, request }) => {
      const fn = checkedFunction(body.function);
      return ok(
        await runner.runDraft(fn, { answers: body.answers }, { principal: user, requestId: request.id }),
      );
    }),

    bind(functionApi.help, async ({ params }) => {
      const row = await findFunctionByEname(db, params.ename);
      if (!row) throw new AppError('not_found', functionMessages.functionNotFound);
      return ok(functionHelpOf(row));
    }),
  ];
}
