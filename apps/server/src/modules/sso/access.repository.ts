import { and, eq, isNull } from 'drizzle-orm';
import type { SsoLogEvent, SsoProtocol, SsoRefusalReason } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { ssoClientLoginLogs, ssoClients } from '../../db/schema/index.js';

/** A live connected system's gate facts, or undefined when it is gone. */
export async function gateFactsOf(db: Db, clientId: number): Promise<{ enabled: boolean } | undefined> {
  const [row] = await db
    .select({ enabled: ssoClients.enabled })
    .from(ssoClients)
    .where(and(eq(ssoClients.id, clientId), isNull(ssoClients.deletedAt)));
  return row;
}

export type SsoLogRow = {
  clientId: number;
  userId: number | null;
  protocol: SsoProtocol;
  event: SsoLogEvent;
  reason?: SsoRefusalReason | null;
  ip: string | null;
};

/** Appends one SsoClientLoginLog row. */
export async function insertSsoLog(db: Db, row: SsoLogRow): Promise<void> {
  await db.insert(ssoClientLoginLogs).values({ ...row, reason: row.reason ?? null });
}
