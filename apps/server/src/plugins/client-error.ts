// What a client gets when Node refuses its request before any route sees it (a URL or headers over the
// 16 KB limit, a request too slow to arrive, one that does not parse): the status Fastify's default
// handler gives, in Persian — a page for a browser, the API's envelope under /api. The limits stay.
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { ConnectionError, FastifyInstance, FastifyServerOptions } from 'fastify';
import { commonMessages } from '../messages/index.js';
import { escapeHtml } from './escape-html.js';

/** The status and Persian reason of a connection error. */
function refusalOf(err: ConnectionError): { status: number; message: string } {
  const text = commonMessages.clientError;
  if (err.code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: text.headerOverflow };
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: text.timeout };
  return { status: 400, message: text.malformed };
}

/**
 * Whether the refused request was for the API: its request line, as far as Node read it, says so. Node
 * hands the bytes read as a Buffer (Fastify's type says otherwise).
 */
function forApi(raw: unknown): boolean {
  const line = Buffer.isBuffer(raw) ? raw.subarray(0, 64).toString('latin1') : '';
  return /^[A-Z]+ \/api\//.test(line);
}

function answerOf(status: number, message: string, api: boolean): { type: string; body: string } {
  if (api) return { type: 'application/json', body: JSON.stringify({ success: false, message, data: null }) };
  const { title, backHome } = commonMessages.clientError;
  return {
    type: 'text/html',
    body: `<!DOCTYPE html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font-family:Vazirmatn,Tahoma,sans-serif;margin:0;padding:24px;background:#f5f3fa}main{max-width:420px;margin:40px auto;background:#fff;border-radius:8px;padding:24px}h1{font-size:1.3em;color:#4a148c}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><a href="/">${escapeHtml(backHome)}</a></main></body></html>`,
  };
}

/**
 * Fastify's `clientErrorHandler` (called with the instance as `this`): answers a request Node refused (see the file's comment) in Persian,
 * with the status Fastify would give, and closes the connection, as Node does.
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = function (
  this: FastifyInstance,
  err: ConnectionError,
  socket: Socket,
) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = refusalOf(err);
  const { type, body } = answerOf(status, message, forApi(err.rawPacket));
  this.log.trace({ err }, 'client error');
  if (socket.writable) {
    const length = Buffer.byteLength(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${length}\r\nContent-Type: ${type}; charset=utf-8\r\nContent-Language: fa\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
};
