// The server's FlowHost: every expression type a function may hold, run with the caller's rights and
// never more. Records go through the collections service (its permission rules and form checks), outgoing
// HTTP through the guarded client, queries through the queries service; form effects (toast, subform,
// redirect, …) are recorded for the browser to replay. A refusal is a FlowError, so the run ends with a
// diagnostic naming the expression, never a 500 and never a fake result.
import { FlowError, type FlowHost, type FunctionEffect, type Principal } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import type { OutboundPolicy } from '../../plugins/guarded-http/outbound-policy.js';
import type { SecretBox } from '../../plugins/secret-box.js';
import { runMongoQuery } from '../queries/queries.service.js';
import { runProcessExpression } from '../requests/process-host.service.js';
import { functionMessages } from '../../messages/index.js';
import { collectionAccess } from './host-records.js';
import { externalServiceCall, outboundCall, ownServiceCall } from './host-outbound.js';
import { readExcelUpload, type UploadReader } from './host-excel.js';
import { nextTurn } from './run-lane.js';

/** Longest a run keeps the event loop before letting other requests in. */
export const YIELD_AFTER_MS = 0.5;

/** Everything a server run acts with: who, where, and how it calls another function. */
export type ServerHostContext = {
  db: Db;
  principal: Principal;
  requestId: string;
  outbound: OutboundPolicy;
  /** Opens outside web services' sealed secrets (externalservice). */
  secrets: SecretBox;
  uploads: UploadReader;
  /** Milliseconds left in the run's time budget, for the time caps of outgoing calls. */
  timeLeft: () => number;
  /** Runs another stored function with the same caller (functionCall), one level deeper. */
  callFunction: (functionId: string | number, inputs: Record<string, unknown>) => Promise<unknown>;
};

/** Turns a service's refusal (AppError, Persian) into the run's diagnostic. */
export async function asFlow<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw new FlowError(error.message);
    throw error;
  }
}

/** A server host for one run, and the form effects it recorded, in order. */
export function serverHost(ctx: ServerHostContext): { host: FlowHost; effects: FunctionEffect[] } {
  const effects: FunctionEffect[] = [];
  const records = collectionAccess(ctx);
  let lastYield = performance.now();
  const host: FlowHost = {
    showSubform: (fieldId) => void effects.push({ kind: 'subform', fieldId }),
    hideSubform: (fieldId) => void effects.push({ kind: 'hideSubform', fieldId }),
    toast: (toast) => void effects.push({ kind: 'toast', ...toast }),
    disableForm: (disabled) => void effects.push({ kind: 'disableForm', disabled }),
    redirect: (url) => void effects.push({ kind: 'redirect', url }),
    read: (request) => asFlow(() => records.read(request)),
    create: (request) => asFlow(() => records.create(request)),
    createIfNotExist: (request) => asFlow(() => records.createIfNotExist(request)),
    update: (request) => asFlow(() => records.update(request)),
    delete: (request) => asFlow(() => records.remove(request)),
    fetch: (request) => {
      if (request.serviceId !== undefined) return asFlow(() => ownServiceCall(ctx, request));
      if (request.externalServiceId !== undefined) return asFlow(() => externalServiceCall(ctx, request));
      if (!request.url) throw new FlowError(functionMessages.fetchTargetMissing);
      return asFlow(() => outboundCall(ctx, { ...request, url: request.url as string }, true));
    },
    curl: (request) => asFlow(() => outboundCall(ctx, request, false)),
    callFunction: (request) => asFlow(() => ctx.callFunction(request.functionId, request.inputs)),
    arrayFromExcel: (request) => asFlow(() => readExcelUpload(ctx, request)),
    mongo: (request) =>
      asFlow(async () => {
        const query = { source: request.collectionId, pipeline: request.pipeline };
        return (await runMongoQuery(ctx.db, ctx.principal, query)).documents;
      }),
    // Long loops hand the event loop back at least every YIELD_AFTER_MS and wait for their turn in the
    // one lane of long runs (run-lane.ts), so other requests are served while runs work.
    pause: async () => {
      if (performance.now() - lastYield < YIELD_AFTER_MS) return;
      await nextTurn();
      lastYield = performance.now();
    },
    process: (request) => asFlow(() => runProcessExpression(ctx.db, ctx.principal, ctx.requestId, request)),
  };
  return { host, effects };
}
