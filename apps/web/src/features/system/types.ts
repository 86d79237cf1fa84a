// The system shapes this feature reads, from the shared schemas, and its query keys.
export type { OutboxItem } from '@darvazeh/shared';

/** Query-key root of the outbox's pages. */
export const outboxKeys = {
  all: ['outbox'] as const,
};
