// The program log through the real app: what the server logs at warn and above becomes a program_logs
// row with its request's context, secrets hidden; client errors write nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoint, type ProgramLogItem } from '@darvazeh/shared';
import { bind } from '../../../plugins/endpoints.js';
import { AppError } from '../../../plugins/errors.js';
import { ok } from '../../../plugins/envelope.js';
import type { AppModule } from '../../app-module.js';
import { testApp, type TestUser } from '../../../test/test-app.js';
import { commonMessages } from '../../../messages/index.js';

// A failed query's error as Drizzle words it: the statement, then its parameters (here a password hash).
const QUERY_ERROR =
  'Failed query: update users set password_hash = $1 where id = $2\nparams: $argon2id$v=19$secret,7';

class DrizzleQueryError extends Error {}

const probes: AppModule = {
  name: 'test-program-log',
  endpoints: [
    bind(
      endpoint({ method: 'GET', path: 'test/boom/{id}', access: ['*'], params: (s) => s.idParams }),
      () => {
        throw new DrizzleQueryError(`${QUERY_ERROR} password=hunter2`);
      },
    ),
    bind(endpoint({ method: 'GET', path: 'test/warn', access: 'anyone' }), async ({ request }) => {
      request.log.warn(
        {
          token: 'tok-123',
          nested: { apiKey: 'key-456', city: 'تبریز' },
          note: 'Authorization: Bearer abc.def',
        },
        'a remote service answered late',
      );
      return ok(null);
    }),
    bind(endpoint({ method: 'GET', path: 'test/refused', access: 'anyone' }), async () => {
      throw new AppError('bad_request', commonMessages.badRequest);
    }),
  ],
};

const t = testApp({ admin: true, modules: [probes] });
let employee: TestUser;

async function programLogs(filters: Record<string, unknown> = {}): Promise<ProgramLogItem[]> {
  await t.app.programLog.flush();
  const res = await t.as(t.admin).post('/api/v1/programlog/filter', { filters, count: 100 });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.list as ProgramLogItem[];
}

beforeAll(async () => {
  employee = await t.user({ roles: ['Employee'] });
});

describe('the program log', () => {
  it('keeps an unexpected error with its request id, route, method, status, user and stack, secrets hidden', async () => {
    const res = await t.as(employee).get('/api/v1/test/boom/42');
    expect(res.statusCode).toBe(500);
    const requestId = res.headers['x-request-id'];
    const [row] = await programLogs({ requestId: { op: 'eq', value: requestId } });
    expect(row).toMatchObject({
      level: 50,
      method: 'GET',
      route: '/api/v1/test/boom/:id',
      status: 500,
      userId: employee.id,
      message: 'unexpected error',
      errorName: 'DrizzleQueryError',
    });
    expect(row?.instance).toMatch(/:\d+$/);
    expect(row?.errorStack).toContain('Failed query: update users');
    expect(row?.errorStack).not.toMatch(/argon2id|hunter2/);
    expect(row?.errorStack).toContain(`params: ${commonMessages.redacted}`);
  });

  it('keeps a warning with its other fields as details, secret-looking keys and credentials hidden', async () => {
    const res = await t.anon.get('/api/v1/test/warn');
    const [row] = await programLogs({ requestId: { op: 'eq', value: res.headers['x-request-id'] } });
    expect(row).toMatchObject({
      level: 40,
      message: 'a remote service answered late',
      userId: null,
      status: 200,
    });
    expect(row?.details).toEqual({
      token: commonMessages.redacted,
      nested: { apiKey: commonMessages.redacted, city: 'تبریز' },
      note: `Authorization: ${commonMessages.redacted}`,
    });
  });

  it('writes nothing for client errors: a refused request, an unknown route, a provider that does not exist', async () => {
    const ids = [
      await t.anon.get('/api/v1/test/refused'),
      await t.anon.get('/api/v1/no-such-route'),
      await t.anon.get('/api/v1/oauth2/no-such-provider/login'),
    ].map((res) => res.headers['x-request-id']);
    const rows = await programLogs({ requestId: { op: 'in', value: ids as string[] } });
    expect(rows).toEqual([]);
  });

  it('is read by Admins only', async () => {
    expect((await t.as(employee).post('/api/v1/programlog/filter', {})).statusCode).toBe(403);
    expect((await t.anon.post('/api/v1/programlog/filter', {})).statusCode).toBe(401);
  });
});
