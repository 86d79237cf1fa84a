// The 31 expression types of SPEC §3 and the two groups the rest of the engine needs: which types hold
// children (blocks), and which types a browser may run (SPEC §4's client list).

/** The 31 expression types of SPEC §3, in the SPEC's order. */
export const EXPRESSION_TYPES = [
  'if',
  'elseif',
  'else',
  'for',
  'while',
  'dowhile',
  'forEach',
  'var',
  'varAssign',
  'arrayPush',
  'arrayDelete',
  'subform',
  'hideSubform',
  'toast',
  'disableForm',
  'redirect',
  'arraySearch',
  'arrayFromExcel',
  'functionCall',
  'fetch',
  'createProcess',
  'statusProcess',
  'elementPassCount',
  'checkProcessStep',
  'read',
  'create',
  'createIfNotExist',
  'update',
  'delete',
  'curl',
  'mongo',
] as const;

/** One of the 31 expression types. */
export type ExpressionType = (typeof EXPRESSION_TYPES)[number];

/** Types whose `children` run as a block: branches and loops. */
export const BLOCK_TYPES = ['if', 'elseif', 'else', 'for', 'while', 'dowhile', 'forEach'] as const;

/** SPEC §4: the only types a function may hold and still run in the browser. */
export const CLIENT_SIDE_TYPES = [
  'if',
  'var',
  'arrayPush',
  'arrayDelete',
  'subform',
  'hideSubform',
  'toast',
  'disableForm',
  'redirect',
] as const;

/** The process types, which no host implements yet unless it provides `process`. */
export const PROCESS_TYPES = [
  'createProcess',
  'statusProcess',
  'elementPassCount',
  'checkProcessStep',
] as const;

const BLOCKS: ReadonlySet<string> = new Set(BLOCK_TYPES);
const CLIENT: ReadonlySet<string> = new Set(CLIENT_SIDE_TYPES);

/** Tells whether expressions of `type` hold children. */
export function isBlockType(type: ExpressionType): boolean {
  return BLOCKS.has(type);
}

/** Tells whether `type` is on SPEC §4's client list (if, var, arrayPush, arrayDelete, subform, hideSubform, toast, disableForm, redirect). */
export function isClientSideType(type: ExpressionType): boolean {
  return CLIENT.has(type);
}
