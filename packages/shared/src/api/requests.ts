// Requests (درخواست): so far only the counters of received and sent requests (SPEC §1, §7).
import { ROLE_ADMIN, ROLE_EMPLOYEE } from '../rules/permissions.js';
import { endpoint } from './endpoint.js';

/** `userrequest/counter` (Employee or Admin, SPEC §6): `{ recieved, seneded }`. */
export const requestApi = {
  counter: endpoint({
    method: 'GET',
    path: 'userrequest/counter',
    access: [ROLE_ADMIN, ROLE_EMPLOYEE],
    response: (s) => s.requestCounter,
  }),
};
