import { describe, expect, it } from 'vitest';
import { evaluateEventCondition, eventConditionProblem } from './condition.js';
import { systemEventBody, systemEventItem } from './event-schema.js';
import { EVENT_MESSAGES } from './messages.js';

const onRecord = (condition = '') => ({ kind: 'record', collectionId: 3, on: 'update', condition });
const base = { fname: 'ثبت کتاب', trigger: onRecord(), functionId: 7 };
const messagesOf = (body: unknown) => {
  const parsed = systemEventBody.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('event conditions', () => {
  it.each([
    ['', null],
    ['new.amount > old.amount', null],
    ['old == null و new.state == "done"', null],
    ['len(new.title) > 3', null],
  ])('accepts %j', (source, problem) => {
    expect(eventConditionProblem(source)).toBe(problem);
  });

  it('names the unknown name in Persian', () => {
    expect(eventConditionProblem('total > 3')).toBe(EVENT_MESSAGES.conditionUnknownName('total'));
  });

  it('reports a syntax error in Persian', () => {
    expect(eventConditionProblem('new.amount >')).toMatch(/^شرط رویداد درست نیست: /);
  });

  it('evaluates over old and new; a non-boolean or a failure is not a yes', () => {
    const values = { old: { amount: 1 }, new: { amount: 5 } };
    const clock = () => Date.now();
    expect(evaluateEventCondition('new.amount > old.amount', values, 0, clock)).toEqual({
      ok: true,
      fires: true,
    });
    expect(evaluateEventCondition('new.amount < old.amount', values, 0, clock)).toEqual({
      ok: true,
      fires: false,
    });
    expect(evaluateEventCondition('new.amount', values, 0, clock)).toEqual({
      ok: false,
      message: EVENT_MESSAGES.conditionNotBoolean,
    });
    const failed = evaluateEventCondition('old.amount > 0', { old: null, new: {} }, 0, clock);
    expect(failed.ok).toBe(false);
    expect(evaluateEventCondition('', { old: null, new: null }, 0, clock)).toEqual({ ok: true, fires: true });
  });
});

describe('systemEventBody', () => {
  it('fills the defaults and keeps times typed in Persian digits as Latin', () => {
    const parsed = systemEventBody.parse({
      fname: 'هر صبح',
      trigger: { kind: 'schedule', schedule: { every: 'day', time: '۰۸:۳۰' } },
      functionId: 2,
    });
    expect(parsed).toMatchObject({ description: '', runAs: 'owner', runAsUserId: null, notification: null });
    expect(parsed.trigger).toEqual({ kind: 'schedule', schedule: { every: 'day', time: '08:30' } });
  });

  it.each<[string, unknown, string]>([
    ['no action', { ...base, functionId: null }, EVENT_MESSAGES.actionRequired],
    ['a bad condition', { ...base, trigger: onRecord('x > 1') }, EVENT_MESSAGES.conditionUnknownName('x')],
    ['a chosen user missing', { ...base, runAs: 'user' }, EVENT_MESSAGES.runAsUserRequired],
    [
      'the actor of a schedule',
      { ...base, runAs: 'actor', trigger: { kind: 'schedule', schedule: { every: 'minutes', minutes: 5 } } },
      EVENT_MESSAGES.actorWithSchedule,
    ],
    [
      'too short a gap',
      { ...base, trigger: { kind: 'schedule', schedule: { every: 'minutes', minutes: 1 } } },
      EVENT_MESSAGES.minutesRange,
    ],
    [
      'a bad time',
      { ...base, trigger: { kind: 'schedule', schedule: { every: 'workingDay', time: '25:00' } } },
      EVENT_MESSAGES.timeInvalid,
    ],
    [
      'a notification without recipients',
      { ...base, notification: { channels: ['email'], userIds: [], toActor: false, template: 'سلام' } },
      EVENT_MESSAGES.recipientsRequired,
    ],
    [
      'an unknown placeholder',
      {
        ...base,
        notification: { channels: ['sms'], userIds: [4], toActor: false, template: '{trackingCode}' },
      },
      EVENT_MESSAGES.unknownPlaceholders(
        ['trackingCode'],
        ['eventName', 'occurredAt', 'userName', 'summary'],
      ),
    ],
    ['an unknown trigger', { ...base, trigger: { kind: 'weather' } }, EVENT_MESSAGES.triggerInvalid],
  ])('refuses %s with a Persian message', (_name, body, message) => {
    expect(messagesOf(body)).toContain(message);
  });

  it('encodes a stored event as the API answers it (no transforms in the item)', () => {
    const item = {
      id: 1,
      fname: 'رویداد',
      description: '',
      trigger: { kind: 'schedule', schedule: { every: 'day', time: '08:00' } },
      functionId: 1,
      notification: null,
      runAs: 'owner',
      runAsUserId: null,
      state: 'suspended',
      consecutiveFailures: 3,
      suspendedAt: '2026-03-21T04:30:00.000Z',
      lastRunAt: null,
      createdAt: '2026-03-21T04:30:00.000Z',
      creatorId: 1,
      updatedAt: null,
      updaterId: null,
    } as const;
    expect(systemEventItem.encode(item)).toEqual(item);
  });
});
