// System administration for Admins: the read-only logs, the mail outbox, and events with their runs.
import { admin, adminOnly } from './access.js';
import { post } from './verbs.js';
import { readOnlyEndpoints, resourceEndpoints } from './resource.js';

/** Sign-in attempts of every user (`authlog`). */
export const authLogApi = readOnlyEndpoints('authlog', { item: (s) => s.authLogItem, access: admin });

/** Security stamp changes (`securitystamplog`). */
export const securityStampLogApi = readOnlyEndpoints('securitystamplog', {
  item: (s) => s.securityStampLogItem,
  access: admin,
});

/** The mail outbox: what the portal sent or would have sent. */
export const outboxApi = readOnlyEndpoints('outbox', { item: (s) => s.outboxItem, access: admin });

/**
 * Events (`systemevent`): Admins define them, turn them on and off, and fire one with sample data; a
 * suspended event (it kept failing) runs again once enabled.
 */
export const systemEventApi = {
  ...resourceEndpoints('systemevent', {
    item: (s) => s.systemEventItem,
    createBody: (s) => s.systemEventBody,
    access: adminOnly,
  }),
  enable: post('systemevent/{id}/enable', admin, {
    params: (s) => s.idParams,
    response: (s) => s.systemEventItem,
  }),
  disable: post('systemevent/{id}/disable', admin, {
    params: (s) => s.idParams,
    response: (s) => s.systemEventItem,
  }),
  /** Runs the event's action now with the given sample data, logged as a test run. */
  testFire: post('systemevent/{id}/test-fire', admin, {
    params: (s) => s.idParams,
    body: (s) => s.eventTestFireBody,
    response: (s) => s.eventOnLogItem,
  }),
};

/** Every run of every event (`eventonlog`): time, user, outcome, summary, input, output, diagnostics. */
export const eventOnLogApi = readOnlyEndpoints('eventonlog', {
  item: (s) => s.eventOnLogItem,
  access: admin,
});
