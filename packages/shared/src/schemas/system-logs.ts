import { z } from 'zod';
import { AUTH_RESULTS } from './account.js';

/** A sign-in attempt as Admins see it (resource `authlog`). */
export const authLogItem = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  username: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  result: z.enum(AUTH_RESULTS),
  createdAt: z.string(),
});

/** A security stamp change (resource `securitystamplog`). */
export const securityStampLogItem = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  reason: z.string(),
  actorId: z.number().int().nullable(),
  createdAt: z.string(),
});

/** A message in the mail outbox (resource `outbox`); Admins read it when no SMTP server is configured. */
export const outboxItem = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxItem = z.infer<typeof outboxItem>;

/** One write through a resource: who, when, what, and the values before and after. */
export const changeLogItem = z.object({
  id: z.number().int(),
  resource: z.string(),
  recordId: z.number().int(),
  action: z.enum(['create', 'update', 'delete', 'restore', 'purge', 'download']),
  before: z.unknown(),
  after: z.unknown(),
  actorId: z.number().int().nullable(),
  requestId: z.string().nullable(),
  createdAt: z.string(),
});

/**
 * A warning or error the server logged (resource `programlog`): pino's level (40 warn, 50 error, 60
 * fatal), the instance that wrote it, the request it belonged to, and the message and error, secrets
 * redacted.
 */
export const programLogItem = z.object({
  id: z.number().int(),
  level: z.number().int(),
  instance: z.string(),
  requestId: z.string().nullable(),
  method: z.string().nullable(),
  route: z.string().nullable(),
  status: z.number().int().nullable(),
  userId: z.number().int().nullable(),
  message: z.string(),
  errorName: z.string().nullable(),
  errorStack: z.string().nullable(),
  details: z.unknown(),
  createdAt: z.string(),
});
export type ProgramLogItem = z.infer<typeof programLogItem>;
