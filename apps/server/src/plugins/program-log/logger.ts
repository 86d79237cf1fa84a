// The app's logger (Fastify's pino): standard output at LOG_LEVEL, and warnings and errors also to the
// program log. Secrets are redacted here for both, by path; the program log hides secret-looking keys at
// any depth and secrets in text besides (program-log-record.ts).
import pino, { type Level, type LevelWithSilent, type StreamEntry } from 'pino';
import type { FastifyServerOptions } from 'fastify';
import type { ProgramLog } from './program-log.js';
import { commonMessages } from '../../messages/index.js';

/** What never reaches a log line, wherever a record carries it. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'req.body',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'body',
  'password',
  'token',
  'secret',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.secret',
  '*.clientSecret',
  '*.apiKey',
];

/** The program log keeps warnings and worse. */
const PROGRAM_LOG_LEVEL: Level = 'warn';

/** Fastify's logger options: `level` on standard output (nothing there when 'silent'), warnings and worse to `programLog`. */
export function loggerOptions(
  level: LevelWithSilent,
  programLog: ProgramLog,
): FastifyServerOptions['logger'] {
  const streams: StreamEntry[] = [{ level: PROGRAM_LOG_LEVEL, stream: programLog.stream }];
  if (level !== 'silent') streams.push({ level, stream: pino.destination(1) });
  // The logger lets through the lowest level any destination wants; each destination takes its own.
  const lowest =
    level !== 'silent' && pino.levels.values[level]! < pino.levels.values[PROGRAM_LOG_LEVEL]!
      ? level
      : PROGRAM_LOG_LEVEL;
  return {
    level: lowest,
    redact: { paths: REDACT_PATHS, censor: commonMessages.redacted },
    stream: pino.multistream(streams),
  };
}
