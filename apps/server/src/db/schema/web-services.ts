import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { bigIdColumn, createdAtColumn } from './columns.js';

/**
 * One row per call of a web service (`/ws/call/{id}`, resource `apilog`): who called what, how it ended,
 * how long it took and how much went each way. Bodies only when the service asks (options.logBodies),
 * secret-looking keys redacted. Rate limits count these rows, so every instance agrees.
 */
export const apiLogs = pgTable(
  'api_logs',
  {
    id: bigIdColumn(),
    createdAt: createdAtColumn(),
    /** The connected system (sso_clients.id), null when none was identified (auth none, a refused token). */
    systemId: integer('system_id'),
    /** The system's applicant account (users.sso_system_id), so the log screen names it. */
    userId: integer('user_id'),
    serviceId: integer('service_id'),
    method: text('method').notNull(),
    /** The HTTP status answered; 0 while the call is in progress. */
    status: integer('status').notNull().default(0),
    /** The problem's machine-readable code of a refusal. */
    code: text('code'),
    durationMs: integer('duration_ms').notNull().default(0),
    inputBytes: integer('input_bytes').notNull().default(0),
    outputBytes: integer('output_bytes').notNull().default(0),
    ip: text('ip'),
    trackingCode: text('tracking_code'),
    requestBody: jsonb('request_body'),
    responseBody: jsonb('response_body'),
  },
  (t) => [
    index('api_logs_time').on(t.createdAt),
    index('api_logs_system_time').on(t.systemId, t.createdAt),
    index('api_logs_service_time').on(t.serviceId, t.createdAt),
  ],
);
