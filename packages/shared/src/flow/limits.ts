// Every cap of the functions engine in one place: what a source, a value, a tree and a run may cost.
// They bound memory and time for untrusted definitions; the server and the editor show the same limits.

/** Longest expression source, in UTF-16 code units. */
export const MAX_SOURCE_LENGTH = 4_000;

/** Most AST nodes one source may parse into. */
export const MAX_AST_NODES = 2_000;

/** Deepest nesting the parser follows (parentheses, operands, arguments); deeper input is refused before recursing further. */
export const MAX_NESTING_DEPTH = 64;

/** Longest string value an evaluation may build. */
export const MAX_STRING_LENGTH = 100_000;

/** Most items an array value may hold. */
export const MAX_ARRAY_LENGTH = 10_000;

/**
 * Most characters a value may take written out as JSON, counted as it is built: a part that appears
 * several times (`a = [a, a]`) counts once for each appearance. The answer of a run (its variables and
 * the form's answers together) and the effects it hands the host (toasts, redirects, …) each have an
 * allowance of the same size, so no run can make its host serialise more than a few megabytes.
 */
export const MAX_VALUE_SIZE = 2_000_000;

/** Deepest nesting of arrays and records that comparisons, conversions and results will walk. */
export const MAX_VALUE_DEPTH = 64;

/** Most expressions (nodes of the tree, at any depth) one function may hold. */
export const MAX_EXPRESSIONS = 500;

/** Deepest nesting of expressions (children of children) in one function. */
export const MAX_TREE_DEPTH = 32;

/** Most entries a run's trace keeps; later nodes still run but are not recorded. */
export const MAX_TRACE_ENTRIES = 1_000;

/** Steps a run may take when the host does not choose: one per AST node, statement and loop iteration. */
export const DEFAULT_MAX_STEPS = 200_000;

/** Wall-clock milliseconds a run may take when the host does not choose. */
export const DEFAULT_TIME_MS = 2_000;

/** How many steps pass between two readings of the host's clock. */
export const CLOCK_CHECK_INTERVAL = 128;

/** Most entries in a record of sources (values, inputs, headers, where) of one expression. */
export const MAX_RECORD_ENTRIES = 200;

/** Loop iterations between the host's pauses (FlowHost.pause), so a long run shares the thread. */
export const PAUSE_INTERVAL = 32;
