import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { messages } from '../messages.js';

const STATUS_BY_CODE = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 400,
  payload_too_large: 413,
  stale_client: 406,
  too_many_requests: 429,
} as const;

/** An error code services may throw; the error plugin maps it to an HTTP status. */
export type AppErrorCode = keyof typeof STATUS_BY_CODE;

/**
 * What a failure's envelope carries as `data`: Persian details to show, or a machine-readable `code`
 * (snake_case) that tells the client what to do next, never shown to people.
 */
export type AppErrorDetails = string[] | { code: string } | null;

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

type PgError = { code?: string; constraint?: string };

function isUniqueViolation(err: unknown): err is PgError {
  return typeof err === 'object' && err !== null && (err as PgError).code === '23505';
}

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
        .send({ success: false, message: details[0] ?? messages.badRequest, data: details });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
      return reply.code(500).send({ success: false, message: messages.unexpected, data: null });
    }
    // Drizzle wraps driver errors; the PostgreSQL code sits on the cause.
    const cause: unknown = (err as { cause?: unknown }).cause ?? err;
    if (isUniqueViolation(cause)) {
      return reply.code(400).send({ success: false, message: messages.duplicate, data: null });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? messages.unsupportedMediaType
          : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? messages.bodyTooLarge
            : status === 429
              ? messages.tooManyRequests
              : messages.badRequest;
      return reply.code(status).send({ success: false, message, data: null });
    }
    request.log.error({ err }, 'unexpected error');
    return reply.code(500).send({ success: false, message: messages.unexpected, data: null });
  });
}
