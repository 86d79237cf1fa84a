import sanitizeHtml, { type Attributes, type IOptions } from 'sanitize-html';

// Unicode bidi embedding/override (U+202A–U+202E) and isolate (U+2066–U+2069) controls: they can make
// text read differently from what it is ("Trojan Source"), so they never survive. The marks people
// type in Persian (ZWNJ U+200C, LRM/RLM U+200E/U+200F) are not among them.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

const DIRECTIONS = new Set(['ltr', 'rtl', 'auto']);
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const LIST_TYPES = new Set(['1', 'a', 'A', 'i', 'I']);
// Images only from our own download routes, by file id: never another origin, data: or a query.
const OWN_IMAGE = /^\/api\/v1\/(?:download|temp-image)\/[A-Za-z0-9_-]{1,128}$/;

const stripBidi = (value: string) => value.replace(BIDI_CONTROLS, '');
const noAttributes = (): Attributes => ({});

/**
 * The link as the browser would resolve it, or null unless it is an absolute http, https or mailto URL.
 * Parsing with the WHATWG parser (as browsers do) sees through entities, tabs, newlines and case.
 */
function safeHref(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  try {
    const url = new URL(raw);
    return LINK_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

const options: IOptions = {
  // What TipTap's StarterKit writes, and nothing else.
  allowedTags: [
    'p',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'br',
    'hr',
    'a',
    'img',
  ],
  allowedAttributes: {
    '*': ['dir'],
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  // The content of these goes too, not only the tag: scripts, styles, foreign (SVG/MathML) and
  // embedded documents are code or markup, never text to show.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'noembed',
    'noframes',
    'iframe',
    'object',
    'template',
    'title',
    'xmp',
    'svg',
    'math',
    'plaintext',
  ],
  // A link or image whose address was refused: the link's text stays, the image goes.
  exclusiveFilter: (frame) => {
    if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
    return frame.tag === 'img' && !frame.attribs.src;
  },
  nestingLimit: 64,
  textFilter: (text) => stripBidi(text),
  transformTags: {
    '*': (tagName, attribs) => {
      const clean: Attributes = {};
      for (const [name, value] of Object.entries(attribs)) clean[name] = stripBidi(value);
      if (clean.dir !== undefined && !DIRECTIONS.has(clean.dir)) delete clean.dir;
      return { tagName, attribs: clean };
    },
    a: (_tagName, attribs) => {
      const href = safeHref(attribs.href && stripBidi(attribs.href));
      // Never rename a refused tag: sanitize-html would close the next sibling with the new name.
      if (href === null) return { tagName: 'a', attribs: noAttributes() };
      const link: Attributes = { href, rel: 'noopener noreferrer nofollow', target: '_blank' };
      if (attribs.dir !== undefined) link.dir = attribs.dir;
      return { tagName: 'a', attribs: link };
    },
    img: (_tagName, attribs) => {
      const src = attribs.src === undefined ? '' : stripBidi(attribs.src);
      if (!OWN_IMAGE.test(src)) return { tagName: 'img', attribs: noAttributes() };
      return { tagName: 'img', attribs: { src, alt: attribs.alt ?? '' } };
    },
    ol: (_tagName, attribs) => {
      const list: Attributes = {};
      if (attribs.start !== undefined && /^\d{1,6}$/.test(attribs.start)) list.start = attribs.start;
      if (attribs.type !== undefined && LIST_TYPES.has(attribs.type)) list.type = attribs.type;
      if (attribs.dir !== undefined) list.dir = attribs.dir;
      return { tagName: 'ol', attribs: list };
    },
  },
};

/**
 * Sanitises rich text (TipTap HTML) before it is stored: an allowlist of tags and attributes, links
 * only to http/https/mailto (opened in a new tab, rel="noopener noreferrer nofollow"), images only from
 * our own download routes, no style or class, no foreign or embedded content, and no bidi override or
 * isolate controls. Idempotent; never throws.
 */
export function sanitizeRichText(html: string): string {
  // Bidi controls go before parsing too, so none can hide a tag or a scheme from the checks below.
  return sanitizeHtml(stripBidi(html), options);
}
