// The frame of the help pages the server writes itself (/ws/help, /ws/help/{id}, /eservice/help): Persian,
// right to left, readable without script (search engines, curl, a reader with script off) and at 360 px;
// code blocks and wide tables scroll inside themselves, never the page. The one script (copy buttons) is
// served from our own origin, as the CSP requires, and only reveals buttons that would otherwise stay hidden.
import { escapeHtml } from '../../plugins/escape-html.js';

/** Where the copy buttons' script is served. */
export const COPY_SCRIPT_PATH = '/ws/help-copy.js';

const STYLE = [
  'html{-webkit-text-size-adjust:100%}',
  'body{font-family:Vazirmatn,Tahoma,sans-serif;background:#f5f3fa;color:#1c1b1f;margin:0;line-height:1.7}',
  'main{max-width:960px;margin:0 auto;padding:16px;box-sizing:border-box}',
  'h1{font-size:1.5em;color:#4a148c;margin:8px 0}h2{font-size:1.2em;margin:24px 0 8px}h3{font-size:1em;margin:16px 0 4px}',
  'article,section.card{background:#fff;border-radius:8px;padding:16px;margin:12px 0;box-shadow:0 1px 3px rgba(0,0,0,.15)}',
  'a{color:#4a148c}nav a{margin-inline-end:16px}',
  'pre{direction:ltr;text-align:left;background:#263238;color:#eceff1;padding:12px;border-radius:6px;overflow-x:auto;font-size:.85em;margin:4px 0}',
  'code{direction:ltr;unicode-bidi:isolate;overflow-wrap:anywhere}',
  '.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%;font-size:.9em}',
  'th,td{border-bottom:1px solid #ddd;padding:6px;text-align:start;vertical-align:top}',
  'dl{display:grid;grid-template-columns:auto minmax(0,1fr);gap:4px 16px;margin:0}dt{font-weight:700}dd{margin:0;overflow-wrap:anywhere}',
  'button{font:inherit;padding:4px 12px;border:1px solid #4a148c;background:#fff;color:#4a148c;border-radius:4px;cursor:pointer}',
  'ul.links{padding:0;list-style:none;display:flex;flex-wrap:wrap;gap:8px 16px}',
].join('');

/** A whole page: `title` in <title> and as its heading, `body` (HTML) below, `description` for search engines. */
export function helpPage(title: string, body: string, description = ''): string {
  const meta = description ? `<meta name="description" content="${escapeHtml(description)}">` : '';
  return (
    `<!DOCTYPE html><html lang="fa" dir="rtl"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">${meta}` +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style>` +
    `<script src="${COPY_SCRIPT_PATH}" defer></script></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
  );
}

let codeBlocks = 0;

/**
 * A code block that scrolls inside itself (focusable, so keyboard readers can scroll it) and a copy button
 * the script reveals.
 */
export function codeBlock(code: string, label: string, copyLabel: string): string {
  const id = `code-${++codeBlocks}`;
  return (
    `<pre id="${id}" tabindex="0" role="region" aria-label="${escapeHtml(label)}"><code>${escapeHtml(code)}</code></pre>` +
    `<button type="button" hidden data-copy="${id}">${escapeHtml(copyLabel)}</button>`
  );
}

/** A table that scrolls inside itself on a narrow screen. */
export function table(
  caption: string,
  head: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const th = head.map((cell) => `<th scope="col">${escapeHtml(cell)}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('');
  return (
    `<div class="scroll" tabindex="0" role="region" aria-label="${escapeHtml(caption)}">` +
    `<table><caption hidden>${escapeHtml(caption)}</caption><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table></div>`
  );
}

/** The copy buttons' script: shows them, and copies their code block's text when pressed. */
export const COPY_SCRIPT = `document.querySelectorAll('button[data-copy]').forEach(function (button) {
  button.hidden = false;
  button.addEventListener('click', function () {
    var block = document.getElementById(button.getAttribute('data-copy'));
    if (block && navigator.clipboard) navigator.clipboard.writeText(block.textContent || '');
  });
});
`;
