// The setup most component tests repeat: a test server for the whole file, a clean slate before each test.
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { toastStore } from '../lib/toast-store';
import { startTestServer, type ReceivedRequest, type TestHandler } from './http-test-server';

/** The file's test server: what it received since the current test began, and where it listens. */
export interface ServedDuringTests {
  requests: ReceivedRequest[];
  readonly origin: string;
}

/**
 * Serves `handler` to the tests of the calling file: the server starts before them and closes after.
 * Before each test its request log and the toasts are cleared; after each, the rendered page is removed.
 */
export function serveDuringTests(handler: TestHandler): ServedDuringTests {
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
  const served = {
    requests: [] as ReceivedRequest[],
    get origin() {
      if (!server) throw new Error('the test server has not started');
      return server.origin;
    },
  };
  beforeAll(async () => {
    server = await startTestServer(handler);
    served.requests = server.requests;
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    served.requests.length = 0;
    toastStore.set([]);
  });
  afterEach(cleanup);
  return served;
}
