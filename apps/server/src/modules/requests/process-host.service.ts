// The process types of the flow language run by the server's functions host (SPEC §3 "Expression types":
// createProcess, statusProcess, elementPassCount, checkProcessStep), with the caller's rights: starting a
// request is a submission like any other (every prerequisite and form check), reading one needs the right
// to read it.
import { FlowError, REQUEST_MESSAGES as m, type Principal, type ProcessRequest } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { readRequest } from './inbox.service.js';
import { passedNodes, requestsPassing, tokensOf } from './requests.repository.js';
import { submitRequest } from './submit.service.js';

const positiveId = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) throw new FlowError(m.requestNotFound);
  return n;
};

/** Runs one process expression for `principal`; answers what its `into` variable receives. */
export async function runProcessExpression(
  db: Db,
  principal: Principal,
  callId: string,
  request: ProcessRequest,
): Promise<unknown> {
  switch (request.type) {
    case 'createProcess': {
      const receipt = await submitRequest(
        db,
        { user: principal, requestId: callId },
        {
          serviceId: positiveId(request.processId),
          answers: request.inputs ?? {},
          sign: false,
        },
      );
      // SPEC §3: a createProcess output has the field UserRequestId.
      return { UserRequestId: receipt.id, trackingCode: receipt.trackingCode, status: receipt.status };
    }
    case 'statusProcess': {
      const detail = await readRequest(db, principal, positiveId(request.requestId));
      return { status: detail.status, state: detail.state, trackingCode: detail.trackingCode };
    }
    case 'checkProcessStep': {
      const id = positiveId(request.requestId);
      await readRequest(db, principal, id);
      const key = String(request.elementId ?? '');
      return (await tokensOf(db, id)).includes(key) || (await passedNodes(db, id)).includes(key);
    }
    case 'elementPassCount':
      return requestsPassing(db, positiveId(request.processId), String(request.elementId ?? ''));
  }
}
