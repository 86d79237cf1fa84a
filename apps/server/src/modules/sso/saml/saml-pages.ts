// The pages the /saml routes answer with themselves (never the web app's): a refusal in Persian, and a page
// that posts one SAML message to a service provider at once (the HTTP-POST binding).
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../../plugins/escape-html.js';
import { samlMessages } from '../../../messages/index.js';
import { messageForm } from './saml-response.js';

export { originOf } from '../../../plugins/origin.js';

/** A refused message's page: Persian, right to left, no script, status 400. */
export function refusalPage(reply: FastifyReply, text: string, title: string = samlMessages.pageTitle) {
  return reply
    .code(400)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html dir="rtl" lang="fa"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;padding:2rem">` +
        `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">${escapeHtml(samlMessages.backHome)}</a></p></body></html>`,
    );
}

const POST_SCRIPT = 'document.forms[0].submit()';
// The page's own policy: its one script by hash, its one form to the SP's address (checked when the
// metadata was registered to hold no whitespace, quote, comma or semicolon), nothing else.
const POST_SCRIPT_HASH = `'sha256-${createHash('sha256').update(POST_SCRIPT).digest('base64')}'`;

/**
 * A page that posts `fields` to the SP at `action` at once (HTTP-POST binding): an empty page whose
 * script submits the form, so the user sees no page of ours; a browser without script shows one button.
 * With `comesBack`, the SP's answer may redirect the browser back to us (a LogoutRequest's
 * LogoutResponse): browsers hold a form's redirects to form-action too, so it allows 'self'.
 */
export function formPage(
  reply: FastifyReply,
  action: string,
  fields: Record<string, string>,
  comesBack = false,
) {
  const formAction = comesBack ? `${action} 'self'` : action;
  return reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; script-src ${POST_SCRIPT_HASH}; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`,
    )
    .send(
      `<!doctype html><html dir="rtl" lang="fa"><head><meta charset="utf-8"><title>${escapeHtml(samlMessages.postTitle)}</title></head><body>` +
        messageForm(action, fields, samlMessages.postSubmit) +
        `<script>${POST_SCRIPT}</script></body></html>`,
    );
}
