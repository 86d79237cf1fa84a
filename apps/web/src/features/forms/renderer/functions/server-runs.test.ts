// run-element-function's retries (SPEC §9) against a real HTTP server: what is tried again, how often, and
// when the caller stops wanting the answer.
import { describe, expect, it } from 'vitest';
import { FETCH_RETRY_ATTEMPTS, FETCH_RETRY_DELAY_MS } from '@darvazeh/shared';
import { sendJson } from '../../../../test/http-test-server';
import { serveDuringTests } from '../../../../test/serve-during-tests';
import { toastStore } from '../../../../lib/toast-store';
import { runOnServer, type ServerRunRequest } from './server-runs';

let status = 503;
/** How many calls still get their connection cut instead of an answer. */
let drops = 0;
const server = serveDuringTests((_request, response) => {
  if (drops > 0) {
    drops -= 1;
    response.socket?.destroy();
    return;
  }
  if (status === 200) sendJson(response, 200, { success: true, message: null, data: { runs: [] } });
  else sendJson(response, status, { success: false, message: 'خطای آزمایشی', data: null });
});

const REQUEST: ServerRunRequest = { collectionId: 3, event: 'load', fieldId: null, answers: {} };

describe('runOnServer', () => {
  it(`tries a 5xx ${FETCH_RETRY_ATTEMPTS} times, ${FETCH_RETRY_DELAY_MS} ms apart, then gives up silently`, async () => {
    status = 502;
    const waits: number[] = [];
    const outcome = await runOnServer(REQUEST, {
      signal: new AbortController().signal,
      sleep: async (ms) => void waits.push(ms),
    });
    expect(outcome.kind).toBe('failed');
    expect(server.requests).toHaveLength(20);
    expect(waits).toEqual(Array.from({ length: 19 }, () => 400));
    expect(toastStore.get()).toEqual([]);
  });

  it('tries a call that got no answer again', async () => {
    status = 200;
    drops = 2;
    const outcome = await runOnServer(REQUEST, {
      signal: new AbortController().signal,
      sleep: async () => {},
    });
    expect(outcome).toEqual({ kind: 'runs', runs: [] });
    expect(server.requests).toHaveLength(3);
    expect(toastStore.get()).toEqual([]);
  });

  it('tries a 429 (too many runs at once) again', async () => {
    status = 429;
    let waits = 0;
    const outcome = await runOnServer(REQUEST, {
      signal: new AbortController().signal,
      sleep: async () => {
        waits += 1;
        if (waits === 2) status = 200;
      },
    });
    expect(outcome).toEqual({ kind: 'runs', runs: [] });
    expect(server.requests).toHaveLength(3);
    expect(toastStore.get()).toEqual([]);
  });

  it('answers a 4xx at once', async () => {
    status = 403;
    const outcome = await runOnServer(REQUEST, {
      signal: new AbortController().signal,
      sleep: async () => {},
    });
    expect(outcome.kind).toBe('failed');
    expect(server.requests).toHaveLength(1);
  });

  it('stops trying once the caller no longer wants the answer', async () => {
    status = 503;
    const controller = new AbortController();
    const outcome = await runOnServer(REQUEST, {
      signal: controller.signal,
      sleep: async () => controller.abort(),
    });
    expect(outcome).toEqual({ kind: 'superseded' });
    expect(server.requests).toHaveLength(1);
  });
});
