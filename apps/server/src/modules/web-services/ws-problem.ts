// Refusals of a web service call as RFC 9457 problem details: a Persian `title` and `detail` for people,
// a machine-readable `code` for the calling system, in JSON or in XML as the service answers.
import type { FastifyReply } from 'fastify';
import type { WsProblemCode } from '@darvazeh/shared';
import { XMLBuilder } from 'fast-xml-parser';
import { wsMessages } from '../../messages/index.js';

/** A refusal on its way to the caller. */
export class WsProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: WsProblemCode,
    detail: string,
    readonly headers: Record<string, string> = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
  }

  /** The problem document (RFC 9457 members and ours). */
  body(): Record<string, unknown> {
    return {
      type: 'about:blank',
      title: wsMessages.refusedTitle,
      status: this.status,
      detail: this.message,
      code: this.code,
      ...this.extra,
    };
  }
}

const xml = new XMLBuilder({ format: false, suppressEmptyNode: true });

/** `value` as the service's format writes it (an XML document with one root `name`, or JSON). */
export function formatted(value: unknown, format: 'json' | 'xml', root: string): string {
  if (format === 'json') return JSON.stringify(value);
  return `<?xml version="1.0" encoding="UTF-8"?>${String(xml.build({ [root]: value }))}`;
}

/**
 * Readies `reply` with the problem's status, headers and type; answers the text to send with it (sent once
 * the call's log row is written).
 */
export function problemReply(reply: FastifyReply, problem: WsProblem, format: 'json' | 'xml'): string {
  void reply
    .code(problem.status)
    .headers(problem.headers)
    .type(
      format === 'json'
        ? 'application/problem+json; charset=utf-8'
        : 'application/problem+xml; charset=utf-8',
    );
  return formatted(problem.body(), format, 'problem');
}
