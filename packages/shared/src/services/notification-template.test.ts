import { describe, expect, it } from 'vitest';
import {
  matchingNotifications,
  notificationStatuses,
  renderNotificationTemplate,
  serviceNotification,
  templatePlaceholders,
  unknownPlaceholders,
  type ServiceNotification,
} from './notification-template.js';
import { processGraph } from './process-graph.js';
import { serviceBody } from './service-definition.js';

const values = {
  trackingCode: '1234567890',
  serviceName: 'گواهی اشتغال به تحصیل',
  status: 'در حال بررسی',
  applicantName: 'مریم احمدی',
  expectedOn: '۱۴۰۵/۰۹/۰۱',
};

describe('renderNotificationTemplate', () => {
  it.each([
    ['کد رهگیری {trackingCode}', 'کد رهگیری 1234567890'],
    ['{applicantName} عزیز، {serviceName}: {status}', 'مریم احمدی عزیز، گواهی اشتغال به تحصیل: در حال بررسی'],
    ['پاسخ تا {expectedOn}', 'پاسخ تا ۱۴۰۵/۰۹/۰۱'],
    ['{trackingCode}{trackingCode}', '12345678901234567890'],
    ['بدون جای‌نگهدار', 'بدون جای‌نگهدار'],
    ['{ trackingCode } و {} و {۱}', '{ trackingCode } و {} و {۱}'],
    ['{unknown} {status}', '{unknown} در حال بررسی'],
  ])('fills %s', (template, expected) => {
    expect(renderNotificationTemplate(template, values)).toBe(expected);
  });

  it('leaves a missing or null value empty', () => {
    expect(renderNotificationTemplate('[{expectedOn}]', { expectedOn: null })).toBe('[]');
    expect(renderNotificationTemplate('[{status}]', {})).toBe('[]');
  });

  it('does not fill placeholders that a value itself contains', () => {
    expect(renderNotificationTemplate('{applicantName}', { applicantName: '{trackingCode}' })).toBe(
      '{trackingCode}',
    );
  });
});

describe('placeholders', () => {
  it('lists the distinct names in order and the unknown ones', () => {
    expect(templatePlaceholders('{status} {foo} {status} {trackingCode}')).toEqual([
      'status',
      'foo',
      'trackingCode',
    ]);
    expect(unknownPlaceholders('{status} {foo} {Bar_1}')).toEqual(['foo', 'Bar_1']);
    expect(unknownPlaceholders('{status}')).toEqual([]);
  });

  it('refuses a template with unknown placeholders, naming them in Persian', () => {
    const parsed = serviceNotification.safeParse({
      on: { kind: 'end', result: 'completed' },
      channel: 'sms',
      template: 'سلام {name}، {trackingCode} {code}',
    });
    expect(parsed.success).toBe(false);
    const message = parsed.error!.issues[0]!.message;
    expect(message.startsWith('متن پیام جای‌نگهدار ناشناخته دارد: {name}، {code}. ')).toBe(true);
  });

  it.each([
    [{ on: { kind: 'end', result: 'done' }, channel: 'sms', template: 'x' }],
    [{ on: { kind: 'status', status: 'x' }, channel: 'fax', template: 'x' }],
    [{ on: { kind: 'status', status: 'x' }, channel: 'sms', template: '   ' }],
    [{ on: { kind: 'status', status: 'x' }, channel: 'sms', template: 'x'.repeat(2_001) }],
  ])('refuses a malformed template %#', (input) => {
    expect(serviceNotification.safeParse(input).success).toBe(false);
  });
});

const graph = processGraph.parse({
  nodes: [
    { kind: 'start', key: 'start' },
    { kind: 'applicantForm', key: 'form' },
    { kind: 'statusChange', key: 's1', status: 'در حال بررسی' },
    { kind: 'end', key: 'end' },
  ],
  edges: [
    { id: 'a', source: 'start', target: 'form' },
    { id: 'b', source: 'form', target: 's1' },
    { id: 'c', source: 's1', target: 'end' },
  ],
});

describe('service notifications', () => {
  const base = { serviceFname: 'خدمت', serviceEname: 'svc', categories: [1], process: graph };

  it('lists the registered status then the status-change steps', () => {
    expect(notificationStatuses('ثبت شده', graph)).toEqual(['ثبت شده', 'در حال بررسی']);
  });

  it('defaults to no notifications and keeps valid ones', () => {
    expect(serviceBody.parse(base).notifications).toEqual([]);
    const notifications = [
      { on: { kind: 'status', status: 'registered' }, channel: 'email', template: 'ثبت شد: {trackingCode}' },
      { on: { kind: 'status', status: 'در حال بررسی' }, channel: 'sms', template: '{status}' },
      { on: { kind: 'end', result: 'rejected' }, channel: 'inbox', template: 'رد شد' },
    ];
    expect(serviceBody.parse({ ...base, notifications }).notifications).toEqual(notifications);
  });

  it('refuses a status that no step reaches, at its path', () => {
    const parsed = serviceBody.safeParse({
      ...base,
      notifications: [{ on: { kind: 'status', status: 'گمشده' }, channel: 'sms', template: 'x' }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path).toEqual(['notifications', 0, 'on', 'status']);
    expect(parsed.error!.issues[0]!.message).toContain('«گمشده»');
  });

  it('refuses more than 50', () => {
    const one = { on: { kind: 'end', result: 'completed' }, channel: 'sms', template: 'x' };
    expect(serviceBody.safeParse({ ...base, notifications: Array(51).fill(one) }).success).toBe(false);
  });

  const list: ServiceNotification[] = [
    { on: { kind: 'status', status: 'registered' }, channel: 'email', template: 'a' },
    { on: { kind: 'end', result: 'completed' }, channel: 'sms', template: 'b' },
    { on: { kind: 'status', status: 'registered' }, channel: 'sms', template: 'c' },
    { on: { kind: 'end', result: 'rejected' }, channel: 'sms', template: 'd' },
  ];
  it.each([
    ['registered', undefined, [0, 2]],
    ['other', undefined, []],
    ['registered', 'completed', [1]],
    [null, 'rejected', [3]],
    [null, 'cancelled', []],
  ] as const)('on status %s and end %s fires %j', (status, end, indexes) => {
    expect(matchingNotifications(list, status, end).map((m) => m.index)).toEqual(indexes);
  });
});
