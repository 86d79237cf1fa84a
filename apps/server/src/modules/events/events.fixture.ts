// Reads the event tests share: an event's runs, and a collection's live records (what an action wrote).
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { collectionRecords, eventOnLogs } from '../../db/schema/index.js';

/** The runs of event `eventId`, oldest first. */
export const runsOf = (db: Db, eventId: number) =>
  db.select().from(eventOnLogs).where(eq(eventOnLogs.eventId, eventId)).orderBy(asc(eventOnLogs.id));

/** The live (not deleted) records of collection `collectionId`, oldest first. */
export const liveRecords = (db: Db, collectionId: number) =>
  db
    .select()
    .from(collectionRecords)
    .where(and(eq(collectionRecords.collectionId, collectionId), isNull(collectionRecords.deletedAt)))
    .orderBy(asc(collectionRecords.id));
