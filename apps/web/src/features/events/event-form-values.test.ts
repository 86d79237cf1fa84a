import { describe, expect, it } from 'vitest';
import { systemEventBody, type SystemEventItem } from '@darvazeh/shared';
import { bodyOf, formValuesOf } from './event-form-values';

const saved: SystemEventItem = {
  id: 7,
  fname: 'کپی کتاب',
  description: '',
  trigger: { kind: 'record', collectionId: 3, on: 'update', condition: 'new.title != old.title' },
  functionId: 5,
  notification: { channels: ['sms'], userIds: [9], toActor: true, template: '{summary}' },
  runAs: 'actor',
  runAsUserId: null,
  state: 'enabled',
  consecutiveFailures: 0,
  suspendedAt: null,
  lastRunAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  creatorId: 1,
  updatedAt: null,
  updaterId: null,
};

describe('the event form', () => {
  it('gives back the saved definition unchanged, and the schema accepts it', () => {
    const body = bodyOf(formValuesOf(saved));
    expect(body).toEqual({
      fname: saved.fname,
      description: '',
      trigger: saved.trigger,
      functionId: 5,
      runAs: 'actor',
      runAsUserId: null,
      notification: saved.notification,
    });
    expect(systemEventBody.safeParse(body).success).toBe(true);
  });

  it('sends a schedule typed with Persian digits, and drops the actor as a schedule’s recipient', () => {
    const values = {
      ...formValuesOf(null),
      fname: 'گزارش',
      kind: 'schedule' as const,
      every: 'minutes' as const,
      minutes: '۱۵',
      notify: true,
      toActor: true,
      userIds: [4, 0],
      template: 'سلام',
    };
    const body = bodyOf(values);
    expect(body.trigger).toEqual({ kind: 'schedule', schedule: { every: 'minutes', minutes: 15 } });
    expect(body.notification).toMatchObject({ toActor: false, userIds: [4] });
    expect(systemEventBody.safeParse(body).success).toBe(true);
  });

  it('is refused by the schema when it has neither a function nor a notification', () => {
    const body = bodyOf({ ...formValuesOf(null), fname: 'خالی', collectionId: 2 });
    expect(systemEventBody.safeParse(body).success).toBe(false);
  });
});
