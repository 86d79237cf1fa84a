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
  action: z.enum(['create', 'update', 'delete', 'restore', 'purge']),
  before: z.unknown(),
  after: z.unknown(),
  actorId: z.number().int().nullable(),
  requestId: z.string().nullable(),
  createdAt: z.string(),
});
