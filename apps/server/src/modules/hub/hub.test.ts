// The live hub (issue 27 item 1) through a listening portal and a real websocket client: who may open it,
// what it tells whom when something changes — on this instance or another on the same database — and that
// an ended session is told and closed.
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { HUB_CLOSE, HUB_PATH, type HubMessage } from '@darvazeh/shared';
import { SESSION_COOKIE } from '../../plugins/session-store.js';
import { reviewedService, type TestUnit } from '../../test/request-fixtures.js';
import type { TestUser } from '../../test/test-app.js';
import { listeningApp } from '../sso/oidc/oidc-browser.fixture.js';

const { t, originOf } = listeningApp({ second: true });
let admin: TestUser;
beforeAll(async () => {
  admin = await t.user({ roles: ['Admin'] });
});

type Socket = {
  /** Resolves with the first message of `type` not yet taken. */
  next: <T extends HubMessage['type']>(type: T) => Promise<Extract<HubMessage, { type: T }>>;
  /** Resolves once the hub has registered the connection (it answered a keep-alive). */
  ready: Promise<unknown>;
  /** The messages received and not taken. */
  unread: () => HubMessage['type'][];
  closed: Promise<number>;
  close: () => void;
};

/** Opens the hub of instance `i` as `user` (a visitor without one) from the page origin `origin`. */
function connect(user: TestUser | null, i: 0 | 1 = 0, origin = originOf(i)): Socket {
  const url = `${originOf(i).replace('http', 'ws')}${HUB_PATH}`;
  const headers: Record<string, string> = { origin };
  if (user) headers.cookie = `${SESSION_COOKIE}=${user.token}`;
  const socket = new WebSocket(url, { headers });
  const unread: HubMessage[] = [];
  const waiting: { type: string; resolve: (m: HubMessage) => void }[] = [];
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString('utf8')) as HubMessage;
    const taker = waiting.findIndex((w) => w.type === message.type);
    if (taker >= 0) waiting.splice(taker, 1)[0]!.resolve(message);
    else unread.push(message);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code: number) => resolve(code)));
  const next: Socket['next'] = (type) =>
    new Promise((resolve) => {
      const found = unread.findIndex((m) => m.type === type);
      if (found >= 0) resolve(unread.splice(found, 1)[0] as never);
      else waiting.push({ type, resolve: resolve as (m: HubMessage) => void });
    });
  socket.on('open', () => socket.send(JSON.stringify({ type: 'ping' })));
  return {
    next,
    ready: next('ready').then(() => next('pong')),
    unread: () => unread.map((m) => m.type),
    closed,
    close: () => socket.close(),
  };
}

describe('the live hub', () => {
  it('is refused to a visitor and to a page of another origin, session cookie or not', async () => {
    expect(await connect(null).closed).toBe(HUB_CLOSE.refused);
    const user = await t.user();
    expect(await connect(user, 0, 'https://evil.example').closed).toBe(HUB_CLOSE.refused);
  });

  it('gives a provider their counter at once and again when an applicant’s request reaches their unit — made through another instance', async () => {
    const unit: TestUnit = await t.unit();
    const provider = await t.employee({ unitId: unit.id, roles: ['Employee'] });
    const service = await reviewedService(t, admin, unit);
    const hub = connect(provider);
    expect((await hub.next('counter')).counter).toEqual({ recieved: 0, seneded: 0 });

    const applicant = await t.user();
    const submitted = await fetch(`${originOf(1)}/api/v1/userrequest`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `${SESSION_COOKIE}=${applicant.token}; XSRF-TOKEN=x`,
        'x-xsrf-token': 'x',
      },
      body: JSON.stringify({ serviceId: service.id, answers: { name: 'مریم' } }),
    });
    expect(submitted.status, await submitted.text()).toBe(200);
    expect((await hub.next('counter')).counter).toEqual({ recieved: 1, seneded: 0 });
    await hub.next('inbox');
    hub.close();
  });

  it('tells an applicant when her request changes, and nobody else', async () => {
    const unit: TestUnit = await t.unit();
    const provider = await t.employee({ unitId: unit.id, roles: ['Employee'] });
    const service = await reviewedService(t, admin, unit);
    const applicant = await t.user();
    const submitted = await t.as(applicant).post('/api/v1/userrequest', {
      serviceId: service.id,
      answers: { name: 'مریم' },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const mine = connect(applicant, 1);
    const bystander = await t.user();
    const other = connect(bystander, 1);
    await Promise.all([mine.ready, other.ready]);
    const list = await t.as(provider).get('/api/v1/userrequest/task?box=received&count=10');
    const task = list.json().data.list[0];
    const back = await t.as(provider).post(`/api/v1/userrequest/task/${task.id}/return`, {
      revision: task.revision,
      to: 'applicant',
      note: 'نام را کامل بنویسید',
    });
    expect(back.statusCode, back.body).toBe(200);
    await mine.next('request');
    // One pass tells every connection of the instance: the bystander was told nothing.
    expect(other.unread()).toEqual([]);
    mine.close();
    other.close();
  });

  it('tells Admins that a backup moved on, and nobody else', async () => {
    const watching = connect(admin);
    const employee = connect(await t.employee({ unitId: (await t.unit()).id, roles: ['Employee'] }));
    await Promise.all([watching.ready, employee.ready]);
    const started = await t.as(admin).post('/api/v1/backup');
    expect(started.statusCode, started.body).toBe(200);
    expect(await watching.next('progress')).toEqual({ type: 'progress', work: 'backup' });
    expect(employee.unread()).not.toContain('progress');
    watching.close();
    employee.close();
  });

  it('tells a browser its session ended when it is signed out in another tab, and closes', async () => {
    const user = await t.user();
    const hub = connect(user);
    await hub.ready;
    expect((await t.as(user).get('/api/v1/account/logout/false')).statusCode).toBe(200);
    await hub.next('session-ended');
    expect(await hub.closed).toBe(HUB_CLOSE.sessionEnded);
  });
});
