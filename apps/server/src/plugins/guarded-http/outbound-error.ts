import { outboundMessages } from '../../messages/index.js';
import { AppError, type AppErrorCode } from '../errors.js';

/** Why an outgoing request failed; the envelope's `data.code`, stable for function authors. */
export type OutboundFailure =
  | 'outbound_invalid'
  | 'outbound_forbidden'
  | 'outbound_request_too_large'
  | 'outbound_redirect'
  | 'outbound_too_large'
  | 'outbound_timeout'
  | 'outbound_failed';

const STATUS_OF: Record<OutboundFailure, AppErrorCode> = {
  outbound_invalid: 'bad_request',
  outbound_forbidden: 'bad_request',
  outbound_request_too_large: 'payload_too_large',
  outbound_redirect: 'bad_gateway',
  outbound_too_large: 'bad_gateway',
  outbound_timeout: 'gateway_timeout',
  outbound_failed: 'bad_gateway',
};

/**
 * A refused or failed outgoing request. `message` and `details` reach the client; `internal` (the host,
 * the address it resolved to, the low-level error) is for the server's log only and is never sent.
 */
export class OutboundError extends AppError {
  constructor(
    readonly failure: OutboundFailure,
    message: string,
    readonly internal: Record<string, unknown> = {},
  ) {
    super(STATUS_OF[failure], message, { code: failure });
  }
}

/** The refusal of a destination: an internal address, a bad scheme or credentials in the URL. */
export function forbidden(
  internal: Record<string, unknown>,
  message: string = outboundMessages.forbiddenDestination,
): OutboundError {
  return new OutboundError('outbound_forbidden', message, internal);
}

/**
 * Thrown inside the connect-time lookup when a name resolves to a forbidden address; it travels through
 * node:net's error path to the request, where it becomes the same refusal as a literal address.
 */
export class ForbiddenAddressError extends Error {
  constructor(
    readonly hostname: string,
    readonly addresses: string[],
  ) {
    super('destination resolves to a forbidden address');
  }
}

/** The caller's view of a low-level request error: a refusal, a timeout or a plain failure. */
export function outboundErrorOf(err: unknown, hostname: string): OutboundError {
  if (err instanceof OutboundError) return err;
  if (err instanceof ForbiddenAddressError) return forbidden({ hostname, addresses: err.addresses });
  const cause =
    err instanceof Error ? `${(err as NodeJS.ErrnoException).code ?? err.name}: ${err.message}` : err;
  return new OutboundError('outbound_failed', outboundMessages.failed, { hostname, cause });
}
