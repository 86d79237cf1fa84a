import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bigIdColumn, createdAtColumn } from './columns.js';
import { ssoClients } from './sso.js';

/**
 * SsoClientLoginLog (SPEC §3 system collection): one row for every authorization, token, refusal,
 * logout and revocation of a connected system, whichever protocol. `event`: 'authorization' | 'token' |
 * 'refusal' | 'logout' | 'revocation' (a user took the system's grant back); `protocol`: 'oidc' | 'oauth2' | 'saml'; `reason` names why a refusal happened (see
 * SSO_REFUSAL_REASONS in @darvazeh/shared). Append-only; the statistics read it by system and time.
 */
export const ssoClientLoginLogs = pgTable(
  'sso_client_login_logs',
  {
    id: bigIdColumn(),
    clientId: integer('client_id')
      .notNull()
      .references(() => ssoClients.id),
    userId: integer('user_id'),
    protocol: text('protocol').notNull(),
    event: text('event').notNull(),
    reason: text('reason'),
    ip: text('ip'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('sso_client_login_logs_client_time').on(t.clientId, t.createdAt),
    index('sso_client_login_logs_time').on(t.createdAt),
    index('sso_client_login_logs_user_time').on(t.userId, t.createdAt),
  ],
);
