import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasUnstorableCharacter } from '@darvazeh/shared';
import { AppError } from './errors.js';
import { commonMessages } from '../messages/index.js';

/**
 * Deepest nesting of arrays and objects a JSON body may have. A form definition nests 3 levels per
 * subform and 5 per expansion tab below its first field (4 deep), so 64 still allows 20 subforms or 12
 * tabs inside each other, far past any real form; a 500-deep one would overflow the stack of the
 * recursive checks (zod's form-definition schema among them) before any of them could refuse it.
 */
export const MAX_JSON_DEPTH = 64;

/** Whether `value` holds, in any string or key at any depth, a character PostgreSQL cannot store. */
export function hasInvalidCharacters(value: unknown): boolean {
  // Iterative, so no input can overflow the stack here.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (hasUnstorableCharacter(item)) return true;
    } else if (Array.isArray(item)) {
      pending.push(...(item as unknown[]));
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) pending.push(key, child);
    }
  }
  return false;
}

/** Whether JSON `text` nests arrays and objects deeper than `max`; one pass, strings skipped. */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Guards the boundary: JSON bodies nested deeper than MAX_JSON_DEPTH are refused before they are parsed
 * (Fastify's own parser then runs, prototype poisoning refused), and any request whose body, query or
 * params carry a NUL or a lone surrogate is refused, instead of a 500 deep inside a query.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // Fastify's own parser (secure-json-parse, prototype poisoning refused), in its callback form.
  const parseJson = app.getDefaultJsonParser('error', 'error') as (
    request: FastifyRequest,
    body: string,
    done: (err: Error | null, body?: unknown) => void,
  ) => void;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new AppError('bad_request', commonMessages.tooDeep), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    if (
      hasInvalidCharacters(request.body) ||
      hasInvalidCharacters(request.query) ||
      hasInvalidCharacters(request.params)
    ) {
      throw new AppError('bad_request', commonMessages.invalidCharacters);
    }
  });
}
