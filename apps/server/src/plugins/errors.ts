import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { FieldFailure } from '@darvazeh/shared';
import { commonMessages } from '../messages/index.js';

const STATUS_BY_CODE = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 400,
  // A compare-and-set lost: the row changed since the client read it (a request's revision).
  changed: 409,
  // Another backup or restore is running: the one asked for must wait for it.
  busy: 409,
  payload_too_large: 413,
  stale_client: 406,
  too_many_requests: 429,
  // A server the portal called on the client's behalf (plugins/guarded-http) failed, answered too much or too late.
  bad_gateway: 502,
  gateway_timeout: 504,
  // A restore is replacing the data: writes wait until it ends (plugins/maintenance.ts).
  maintenance: 503,
} as const;

/** An error code services may throw; the error plugin maps it to an HTTP status. */
export type AppErrorCode = keyof typeof STATUS_BY_CODE;

/**
 * What a failure's envelope carries as `data`: Persian details to show, or a machine-readable `code`
 * (snake_case) that tells the client what to do next, never shown to people — `field` with the body
 * field the message is about (FieldFailure), for the client to mark.
 */
export type AppErrorDetails = string[] | { code: string } | FieldFailure | null;

/** A failure the client caused or must know about; `message` is Persian and shown to the user. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details: AppErrorDetails = null,
  ) {
    super(message);
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
}

/** A refusal about one field of the body: its Persian message, and the field for the client to mark. */
export function fieldError(code: AppErrorCode, field: string, message: string): AppError {
  return new AppError(code, message, { code: 'field', field });
}

type PgError = { code?: string; constraint?: string };

/**
 * The PostgreSQL error inside `err`: pg's DatabaseError and PGlite's error both carry the SQLSTATE in
 * `code`, and Drizzle wraps them (DrizzleQueryError) with the driver's error as the cause.
 */
export function pgErrorOf(err: unknown): PgError | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as PgError).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

// Values PostgreSQL refused as data: out of range (22003 numeric, 22008 datetime) or unreadable (22P02
// text representation, 22007 datetime format, 22009 time zone displacement, e.g. `+275760-09-13T…Z`). The boundaries check what they can; these are the last
// line of defence, so a value that slipped through is still the client's 400, not our 500.
const BAD_VALUE_MESSAGES: Record<string, string> = {
  '22003': commonMessages.valueOutOfRange,
  '22008': commonMessages.valueOutOfRange,
  '22P02': commonMessages.invalidFormat,
  '22007': commonMessages.invalidFormat,
  '22009': commonMessages.invalidFormat,
};

/** One error handler for the whole app: writes the envelope `{ success: false, message, data }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.status).send({ success: false, message: err.message, data: err.details });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // Schemas word their messages in Persian naming the field, so the path stays in the log only.
      request.log.info(
        { validation: err.validation.map((v) => [v.instancePath, v.message]) },
        'invalid request',
      );
      const details = [...new Set(err.validation.map((v) => v.message))];
      return reply
        .code(400)
        .send({ success: false, message: details[0] ?? commonMessages.badRequest, data: details });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
      return reply.code(500).send({ success: false, message: commonMessages.unexpected, data: null });
    }
    const pgError = pgErrorOf(err);
    if (pgError?.code === '23505') {
      return reply.code(400).send({ success: false, message: commonMessages.duplicate, data: null });
    }
    const badValue = pgError?.code ? BAD_VALUE_MESSAGES[pgError.code] : undefined;
    if (badValue) {
      // info, not warn: the client's mistake (a 400), so no visitor can fill the program log with it.
      request.log.info({ err }, 'value refused by the database');
      return reply.code(400).send({ success: false, message: badValue, data: null });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? commonMessages.unsupportedMediaType
          : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? commonMessages.bodyTooLarge
            : status === 429
              ? commonMessages.tooManyRequests
              : commonMessages.badRequest;
      return reply.code(status).send({ success: false, message, data: null });
    }
    request.log.error({ err }, 'unexpected error');
    return reply.code(500).send({ success: false, message: commonMessages.unexpected, data: null });
  });
}
