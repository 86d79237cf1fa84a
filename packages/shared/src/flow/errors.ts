// The one error the engine throws internally. Evaluation and execution throw it on a user mistake (a type
// mismatch, a missing variable, a spent budget); runFunction and evaluateSource catch it and answer a
// diagnostic, so no FlowError ever reaches a caller of the public API as an exception.

/** A user-facing failure inside a flow: a Persian message, and where it happened when known. */
export class FlowError extends Error {
  /** The expression (tree node) id the failure belongs to, once the interpreter knows it. */
  nodeId: string | null;
  /** The offset in the expression source, when the failure comes from one. */
  readonly offset: number | null;

  constructor(message: string, options: { nodeId?: string | null; offset?: number | null } = {}) {
    super(message);
    this.name = 'FlowError';
    this.nodeId = options.nodeId ?? null;
    this.offset = options.offset ?? null;
  }
}

/**
 * A FlowError raised by one of the engine's caps (steps, time, the size, length or depth of a value): the
 * run was stopped for what it would cost, not for a mistake in what it says. Hosts that serve other people
 * meanwhile refuse such a run outright (the server answers 400), rather than as a diagnostic.
 */
export class FlowLimitError extends FlowError {
  constructor(message: string, options: { nodeId?: string | null; offset?: number | null } = {}) {
    super(message, options);
    this.name = 'FlowLimitError';
  }
}

/** The same kind of FlowError as `error` (a cap's stays a cap's) with another message or place. */
export function flowErrorLike(
  error: FlowError,
  message: string,
  options: { nodeId?: string | null; offset?: number | null },
): FlowError {
  return error instanceof FlowLimitError
    ? new FlowLimitError(message, options)
    : new FlowError(message, options);
}

/** One problem found while checking or running a function: the node it belongs to (null for the whole function) and a Persian message. */
export interface FlowDiagnostic {
  nodeId: string | null;
  message: string;
  /** The parameter path whose source the problem is in (`condition`, `values.f1`), when it is in one. */
  param?: string;
  /** True when the run was stopped by one of the engine's caps (a FlowLimitError). */
  limit?: boolean;
}

/** Tells whether a thrown value is a FlowError. */
export function isFlowError(error: unknown): error is FlowError {
  return error instanceof FlowError;
}
