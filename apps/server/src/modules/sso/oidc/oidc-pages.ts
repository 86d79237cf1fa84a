// The provider's own pages, rendered by oidc-provider rather than the web app: the frame they share
// (Persian, right to left, no script), and the refusal page.
import type { ErrorOut, KoaContextWithOIDC } from 'oidc-provider';
import { oidcMessages } from '../../../messages/index.js';
import { escapeHtml } from '../../../plugins/escape-html.js';

const STYLE =
  'body{font-family:Vazirmatn,Tahoma,sans-serif;background:#f5f3fa;margin:0;padding:24px}main{max-width:420px;margin:40px auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.15)}h1{font-size:1.3em;color:#4a148c}h2{font-size:1em;margin:20px 0 8px}dl{margin:0;font-size:.9em}dt{color:#555}dd{margin:0 0 8px;overflow-wrap:anywhere}button,a.b{display:block;width:100%;margin-top:12px;padding:10px;border:0;border-radius:4px;font:inherit;cursor:pointer;text-align:center;text-decoration:none}button[value=yes]{background:#6a1b9a;color:#fff}button:not([value]),a.b{background:#eee;color:#222}';

/** Answers `ctx` with a page of the portal's look: `title` as its heading, `body` (HTML) below it. */
export function page(ctx: KoaContextWithOIDC, title: string, body: string): void {
  ctx.type = 'html';
  ctx.body = `<!DOCTYPE html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/**
 * The page of a refused request (oidc-provider's renderError): why, in Persian words for the user, and
 * the OAuth error code and description, left to right, for the system's developers.
 */
export function refusalPage(ctx: KoaContextWithOIDC, out: ErrorOut): void {
  const text = oidcMessages;
  const why = text.errorReasons[out.error] ?? text.error;
  const ltr = (value: string) => `<dd dir="ltr" lang="en"><code>${escapeHtml(value)}</code></dd>`;
  page(
    ctx,
    text.errorTitle,
    `<p>${escapeHtml(why)}</p><p>${escapeHtml(text.tryAgain)}</p>` +
      `<section aria-labelledby="for-integrators"><h2 id="for-integrators">${escapeHtml(text.forIntegrators)}</h2><dl>` +
      `<dt>${escapeHtml(text.errorCode)}</dt>${ltr(out.error)}` +
      (out.error_description
        ? `<dt>${escapeHtml(text.errorDescription)}</dt>${ltr(out.error_description)}`
        : '') +
      `</dl></section><a class="b" href="/">${escapeHtml(text.backHome)}</a>`,
  );
}
