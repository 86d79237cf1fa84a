// The system shapes this feature reads, from the shared schemas, and its query keys.
export type { OutboxItem } from '@darvazeh/shared';

/** Query-key root of the outbox's pages. */
export const outboxKeys = {
  all: ['outbox'] as const,
};

/** Query keys of the log screen: its pages, details and users, and the retention setting's rows. */
export const logKeys = {
  all: ['logs'] as const,
  retention: ['logs', 'retention'] as const,
};
