import {
  eventOnLogApi,
  systemEventApi,
  type EventNotification,
  type EventTrigger,
  type Principal,
} from '@darvazeh/shared';
import { eventOnLogs, systemEvents } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import { columnFields } from '../../plugins/resources/column-fields.js';
import type {
  ReadOnlyResourceDefinition,
  ResourceDefinition,
} from '../../plugins/resources/resource-definition.js';
import { eventMessages } from '../../messages/index.js';
import { scheduleNextSlot } from './event-schedule.js';
import { triggerKeyOf } from './events.service.js';
import { countActiveUsers, findEvent, liveTargetExists } from './events.repository.js';

type Body = Record<string, unknown>;

/** Refuses (Persian 400) a definition naming a collection, service, function or user that is not there. */
async function checkNames(db: Db, body: Body, _id: number | null, _user: Principal): Promise<void> {
  const trigger = body.trigger as EventTrigger;
  const refuse = (message: string) => new AppError('bad_request', message);
  if (trigger.kind === 'record' && !(await liveTargetExists.collection(db, trigger.collectionId)))
    throw refuse(eventMessages.collectionMissing);
  if (trigger.kind === 'request' && !(await liveTargetExists.service(db, trigger.serviceId)))
    throw refuse(eventMessages.serviceMissing);
  const functionId = body.functionId as number | null;
  if (functionId !== null && !(await liveTargetExists.function(db, functionId)))
    throw refuse(eventMessages.functionMissing);
  const runAsUserId = body.runAsUserId as number | null;
  if (functionId !== null && body.runAs === 'user' && (await countActiveUsers(db, [runAsUserId!])) !== 1)
    throw refuse(eventMessages.userMissing);
  const notification = body.notification as EventNotification | null;
  const recipients = new Set(notification?.userIds ?? []);
  if (recipients.size > 0 && (await countActiveUsers(db, [...recipients])) !== recipients.size)
    throw refuse(eventMessages.recipientMissing);
}

/**
 * Events (systemevent), Admins only. The trigger key is derived from the trigger on every write; a
 * scheduled event's next slot is written in the same transaction. The state changes only through
 * enable and disable (events.routes.ts); a new event starts enabled.
 */
export const systemEventResource: ResourceDefinition = {
  api: systemEventApi,
  table: systemEvents,
  fields: columnFields(systemEvents, ['id', 'fname', 'state', 'functionId', 'triggerKey', 'createdAt']),
  nameColumn: systemEvents.fname,
  duplicateNameMessage: eventMessages.duplicateName,
  hooks: {
    check: checkNames,
    toValues: (body) => ({
      fname: body.fname,
      description: body.description,
      trigger: body.trigger,
      triggerKey: triggerKeyOf(body.trigger as EventTrigger),
      functionId: body.functionId,
      notification: body.notification,
      // Whose rights matter only when there is a function to run.
      runAs: body.functionId === null ? 'owner' : body.runAs,
      runAsUserId: body.functionId !== null && body.runAs === 'user' ? body.runAsUserId : null,
    }),
    afterWrite: async (tx, id) => {
      const event = await findEvent(tx, id);
      if (event) await scheduleNextSlot(tx, event, new Date());
    },
  },
};

/** Every run of every event (eventonlog), newest first; Admins only. */
export const eventOnLogResource: ReadOnlyResourceDefinition = {
  api: eventOnLogApi,
  table: eventOnLogs,
  fields: columnFields(eventOnLogs, [
    'id',
    'eventId',
    'outcome',
    'isTest',
    'userId',
    'summary',
    'occurredAt',
    'createdAt',
  ]),
};
