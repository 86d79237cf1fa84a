// Member access, the one place where a user-chosen key meets a value. Records answer their OWN keys only
// (a missing key reads as null); arrays and strings answer an integer index and `length`; names that lead
// to prototypes or constructors (FORBIDDEN_MEMBER_NAMES) are refused with a diagnostic whatever the value.
import { FlowError } from '../errors.js';
import { EVAL_MESSAGES } from '../messages.js';
import { FORBIDDEN_MEMBER_NAMES, kindOf, ownValue, type FlowValue } from './values.js';

/** Reads `object[key]` the language's way; throws a FlowError for a forbidden name, a bad index or a value without members. */
export function readMember(object: FlowValue, key: FlowValue): FlowValue {
  if (typeof key === 'string') return readNamed(object, key);
  if (typeof key === 'number') return readIndexed(object, key);
  throw new FlowError(EVAL_MESSAGES.keyKind(kindOf(key)));
}

function readNamed(object: FlowValue, name: string): FlowValue {
  if (FORBIDDEN_MEMBER_NAMES.has(name)) throw new FlowError(EVAL_MESSAGES.forbiddenMember(name));
  if (typeof object === 'string' || Array.isArray(object)) {
    if (name === 'length') return object.length;
    if (/^(0|[1-9][0-9]*)$/.test(name)) return readIndexed(object, Number(name));
  } else if (object !== null && typeof object === 'object') {
    return ownValue(object, name) ?? null;
  }
  throw new FlowError(EVAL_MESSAGES.noMember(kindOf(object), name));
}

function readIndexed(object: FlowValue, index: number): FlowValue {
  if (!Number.isInteger(index) || index < 0) throw new FlowError(EVAL_MESSAGES.badIndex);
  if (Array.isArray(object)) return index < object.length ? (object[index] ?? null) : null;
  if (typeof object === 'string') return index < object.length ? object.charAt(index) : null;
  if (object !== null && typeof object === 'object') return ownValue(object, String(index)) ?? null;
  throw new FlowError(EVAL_MESSAGES.noMember(kindOf(object), String(index)));
}
