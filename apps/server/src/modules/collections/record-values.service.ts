// What other modules read of collections to query records (modules/queries): the values a record's stored
// keys hold are computed here (record-keys.ts), so a query folds its own values the same way, and the
// system collections are described here (system-collections.ts), and a collection's form is read here.
export {
  dayOf,
  keyedFields,
  mayKeyList,
  numberOf,
  textKey as foldedText,
  INDEXED_PREFIX,
  type KeyedField,
} from './record-keys.js';
export { SYSTEM_COLLECTIONS } from './system-collections.js';
export { formOf } from './collection-form.js';
