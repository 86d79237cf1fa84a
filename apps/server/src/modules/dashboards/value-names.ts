// What people read instead of the ids and keys a card's rows hold (issue 28: users never see raw
// identifiers): a request's service and a task's unit by their names, a request's state by its Persian
// label. The rows themselves keep the values, so a drill-down still filters by them.
import { REQUEST_STATE_LABELS, selectName, type QueryDefinition, type QueryRow } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { unitNamesOf } from '../organisation/organisation.service.js';
import { serviceNamesOf } from '../services/services.service.js';

/** Names by value (as text) for each column that has them. */
export type ValueNames = Record<string, Record<string, string>>;

type Namer = (db: Db, values: unknown[]) => Promise<Record<string, string>>;

const ids = (values: unknown[]) =>
  [...new Set(values)].filter((v): v is number => typeof v === 'number' && Number.isInteger(v));

const byIds =
  (read: (db: Db, ids: number[]) => Promise<Map<number, string>>): Namer =>
  async (db, values) =>
    Object.fromEntries([...(await read(db, ids(values)))].map(([id, name]) => [String(id), name]));

const states: Namer = async (_db, values) =>
  Object.fromEntries(
    values
      .filter(
        (v): v is keyof typeof REQUEST_STATE_LABELS =>
          typeof v === 'string' && Object.hasOwn(REQUEST_STATE_LABELS, v),
      )
      .map((v) => [v, REQUEST_STATE_LABELS[v]]),
  );

/** The namer of each system source's field that holds an id or a key. */
const NAMERS: Readonly<Record<string, Readonly<Record<string, Namer>>>> = {
  Requests: { serviceId: byIds(serviceNamesOf), state: states },
  RequestTasks: { unitId: byIds(unitNamesOf) },
  Services: { id: byIds(serviceNamesOf) },
};

/** Names for the values of each column of `rows` (answered by `definition`) that holds ids or keys. */
export async function valueNames(
  db: Db,
  definition: QueryDefinition,
  columns: readonly string[],
  rows: readonly QueryRow[],
): Promise<ValueNames> {
  const names: ValueNames = {};
  for (const select of definition.selects) {
    if (select.aggregate || select.dateGroup) continue;
    const source = definition.sources.find((s) => s.alias === select.source);
    const namer = source && NAMERS[String(source.collectionId)]?.[select.fieldId];
    if (!namer) continue;
    const column = selectName(select);
    const index = columns.indexOf(column);
    const values = rows.map((row) => (Array.isArray(row) ? row[index] : row[column]));
    const named = await namer(db, values);
    if (Object.keys(named).length > 0) names[column] = named;
  }
  return names;
}
