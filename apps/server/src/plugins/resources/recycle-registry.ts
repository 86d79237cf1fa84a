import { AppError } from '../errors.js';
import type { RecycleKind } from './recycle-definition.js';
import type { ResourceDefinition } from './resource-definition.js';
import { commonMessages } from '../../messages/index.js';

/** The bin's kind of a resource that declares `recycle`; undefined for one that does not. */
export function recycleKindOf(def: ResourceDefinition): RecycleKind | undefined {
  if (!def.recycle) return undefined;
  return {
    ...def.recycle,
    kind: def.api.name,
    table: def.table,
    nameColumn: def.nameColumn,
    duplicateNameMessage: def.duplicateNameMessage,
    uniqueMessages: def.uniqueMessages,
    secretFields: def.secretFields,
    forLog: def.hooks?.forLog,
  };
}

/** The kinds of the recycle bin by wire name, in the order they were given (the retention purge's order). */
export type RecycleRegistry = ReadonlyMap<string, RecycleKind>;

/** Makes the registry; a kind named twice, or a parent naming no kind, is a programming error. */
export function recycleRegistry(kinds: readonly RecycleKind[]): RecycleRegistry {
  const registry = new Map<string, RecycleKind>();
  for (const kind of kinds) {
    if (registry.has(kind.kind)) throw new Error(`recycle bin: kind ${kind.kind} declared twice`);
    registry.set(kind.kind, kind);
  }
  for (const kind of kinds)
    for (const parent of kind.parents ?? [])
      if (!registry.has(parent.kind))
        throw new Error(`recycle bin: ${kind.kind} names the unknown parent kind ${parent.kind}`);
  return registry;
}

/** The kind named `name`; an unknown one is a 404, as a row that is not there. */
export function kindNamed(registry: RecycleRegistry, name: string): RecycleKind {
  const kind = registry.get(name);
  if (!kind) throw new AppError('not_found', commonMessages.recordNotFound);
  return kind;
}
