// The recycle bin's shapes, from the shared schemas, and its query keys.
export type { DeletedItem, DeletedKind } from '@darvazeh/shared';

/** Query-key roots of the recycle bin: its kinds, and its pages (reloaded after a restore or a purge). */
export const recycleBinKeys = {
  kinds: ['deleted', 'kinds'] as const,
  all: ['deleted'] as const,
};

/** What the list is narrowed to: one kind or all, and the ISO days (Tehran) it was deleted between. */
export interface DeletedFilter {
  kind: string | null;
  from: string | null;
  to: string | null;
}
