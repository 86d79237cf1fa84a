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

/** One problem found while checking or running a function: the node it belongs to (null for the whole function) and a Persian message. */
export interface FlowDiagnostic {
  nodeId: string | null;
  message: string;
  /** The parameter path whose source the problem is in (`condition`, `values.f1`), when it is in one. */
  param?: string;
}

/** Tells whether a thrown value is a FlowError. */
export function isFlowError(error: unknown): error is FlowError {
  return error instanceof FlowError;
}
