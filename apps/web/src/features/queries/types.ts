// The stored queries' shapes, from the shared schemas, and this feature's query keys.
export type {
  QueryAnswer,
  QueryDefinition,
  QueryDefinitionInput,
  StoredQueryBody,
  StoredQueryItem,
} from '@darvazeh/shared';

/** Query keys of this feature; everything under `all` reloads after a stored query changes. */
export const queryKeys = {
  all: ['query'] as const,
  item: (id: number) => ['query', 'item', id] as const,
};
