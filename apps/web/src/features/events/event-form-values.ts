// An event's form as flat values (what the fields bind to) and the body `POST systemevent` takes.
import { toLatinDigits, type SystemEventBody, type SystemEventItem } from '@darvazeh/shared';

type Trigger = SystemEventItem['trigger'];
type Kind = Trigger['kind'];

/** What the event form's fields hold. */
export interface EventFormValues {
  fname: string;
  description: string;
  kind: Kind;
  collectionId: number | null;
  serviceId: number | null;
  recordOn: 'create' | 'update' | 'delete';
  requestOn: 'submitted' | 'status' | 'taskCompleted';
  userOn: 'created' | 'signedIn';
  status: string;
  condition: string;
  every: 'minutes' | 'day' | 'jalaliMonthStart' | 'workingDay';
  minutes: string;
  time: string;
  functionId: number | null;
  runAs: SystemEventItem['runAs'];
  runAsUserId: number;
  notify: boolean;
  channels: ('email' | 'sms')[];
  toActor: boolean;
  userIds: number[];
  template: string;
}

/** The form's values for an event (a new one when null). */
export function formValuesOf(item: SystemEventItem | null): EventFormValues {
  const t = item?.trigger;
  const n = item?.notification ?? null;
  const schedule = t?.kind === 'schedule' ? t.schedule : null;
  return {
    fname: item?.fname ?? '',
    description: item?.description ?? '',
    kind: t?.kind ?? 'record',
    collectionId: t?.kind === 'record' ? t.collectionId : null,
    serviceId: t?.kind === 'request' ? t.serviceId : null,
    recordOn: t?.kind === 'record' ? t.on : 'create',
    requestOn: t?.kind === 'request' ? t.on : 'submitted',
    userOn: t?.kind === 'user' ? t.on : 'created',
    status: t?.kind === 'request' ? t.status : '',
    condition: t && t.kind !== 'schedule' ? t.condition : '',
    every: schedule?.every ?? 'day',
    minutes: schedule?.every === 'minutes' ? String(schedule.minutes) : '60',
    time: schedule && schedule.every !== 'minutes' ? schedule.time : '08:00',
    functionId: item?.functionId ?? null,
    runAs: item?.runAs ?? 'owner',
    runAsUserId: item?.runAsUserId ?? 0,
    notify: n !== null,
    channels: n?.channels ?? ['email'],
    toActor: n?.toActor ?? false,
    userIds: n?.userIds ?? [],
    template: n?.template ?? '',
  };
}

function triggerOf(v: EventFormValues): unknown {
  const condition = v.condition.trim();
  if (v.kind === 'record') return { kind: 'record', collectionId: v.collectionId, on: v.recordOn, condition };
  if (v.kind === 'request')
    return { kind: 'request', serviceId: v.serviceId, on: v.requestOn, status: v.status.trim(), condition };
  if (v.kind === 'user') return { kind: 'user', on: v.userOn, condition };
  const schedule =
    v.every === 'minutes'
      ? { every: 'minutes', minutes: Number(toLatinDigits(v.minutes.trim())) }
      : { every: v.every, time: v.time.trim() };
  return { kind: 'schedule', schedule };
}

/** The body the form sends (the schema checks it, in the browser and on the server). */
export function bodyOf(v: EventFormValues): SystemEventBody {
  return {
    fname: v.fname.trim(),
    description: v.description.trim(),
    trigger: triggerOf(v),
    functionId: v.functionId,
    runAs: v.runAs,
    runAsUserId: v.runAs === 'user' && v.runAsUserId > 0 ? v.runAsUserId : null,
    notification: v.notify
      ? {
          channels: v.channels,
          userIds: v.userIds.filter((id) => id > 0),
          toActor: v.kind !== 'schedule' && v.toActor,
          template: v.template,
        }
      : null,
  };
}
