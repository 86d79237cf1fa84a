import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.js';
import { XSS_PAYLOADS } from './xss-corpus.fixture.js';

const ALLOWED: Record<string, readonly string[]> = {
  p: ['dir'],
  h1: ['dir'],
  h2: ['dir'],
  h3: ['dir'],
  h4: ['dir'],
  strong: ['dir'],
  em: ['dir'],
  u: ['dir'],
  s: ['dir'],
  code: ['dir'],
  pre: ['dir'],
  blockquote: ['dir'],
  ul: ['dir'],
  ol: ['dir', 'start', 'type'],
  li: ['dir'],
  br: ['dir'],
  hr: ['dir'],
  a: ['dir', 'href', 'rel', 'target'],
  img: ['dir', 'src', 'alt'],
};
// A tag as sanitize-html writes it: lower-case name, attributes with double-quoted, escaped values.
const TAG = /<(\/?)([a-z0-9]+)((?: [a-z-]+(?:="[^"<>]*")?)*) ?\/?>/g;
const ATTRIBUTE = / ([a-z-]+)(?:="([^"]*)")?/g;
const BIDI = /[\u202A-\u202E\u2066-\u2069]/;

/** Every problem with sanitised output: anything outside the allowlist, or any markup left unparsed. */
function problemsOf(html: string): string[] {
  const problems: string[] = [];
  if (BIDI.test(html)) problems.push('bidi control');
  const rest = html.replace(TAG, '');
  if (/[<>]/.test(rest)) problems.push(`raw markup left: ${rest}`);
  for (const [, closing, name = '', attributes = ''] of html.matchAll(TAG)) {
    const allowed = ALLOWED[name];
    if (!allowed) {
      problems.push(`tag ${name}`);
      continue;
    }
    if (closing) continue;
    const values = new Map(
      [...attributes.matchAll(ATTRIBUTE)].map(([, key = '', value = '']) => [key, value]),
    );
    for (const key of values.keys()) if (!allowed.includes(key)) problems.push(`${name}[${key}]`);
    const href = values.get('href');
    if (name === 'a') {
      if (!href || !/^(https?:\/\/|mailto:)/.test(href)) problems.push(`href ${href}`);
      if (values.get('rel') !== 'noopener noreferrer nofollow' || values.get('target') !== '_blank')
        problems.push('link without forced rel/target');
    }
    const src = values.get('src');
    if (name === 'img' && !/^\/api\/v1\/(download|temp-image)\/[A-Za-z0-9_-]+$/.test(src ?? ''))
      problems.push(`src ${src}`);
    const dir = values.get('dir');
    if (dir !== undefined && !['ltr', 'rtl', 'auto'].includes(dir)) problems.push(`dir ${dir}`);
  }
  return problems;
}

describe('sanitizeRichText against the XSS corpus', () => {
  it('holds at least 100 distinct payloads', () => {
    expect(new Set(XSS_PAYLOADS).size).toBe(XSS_PAYLOADS.length);
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
  });

  it.each(XSS_PAYLOADS.map((payload, index) => [index, payload]))(
    'neutralises payload %i: %s',
    (_index, payload) => {
      const clean = sanitizeRichText(payload);
      expect(problemsOf(clean)).toEqual([]);
      expect(clean).not.toMatch(/<script|javascript:|vbscript:|data:|\son[a-z]*=|style=|srcdoc|formaction/i);
      // Sanitising again changes nothing: what is stored is already a fixed point.
      expect(sanitizeRichText(clean)).toBe(clean);
    },
  );
});

describe('sanitizeRichText on what the editor writes', () => {
  it('keeps TipTap StarterKit markup as it is', () => {
    const html =
      '<h2 dir="rtl">عنوان</h2><p dir="rtl">متن <strong>پررنگ</strong>، <em>کج</em>، <u>زیرخط</u>، ' +
      '<s>خط‌خورده</s> و <code>کد</code></p><ul dir="rtl"><li><p>یک</p></li></ul>' +
      '<ol start="3" type="a"><li><p>سه</p></li></ol><blockquote><p>نقل</p></blockquote>' +
      '<pre><code>const a = 1 &lt; 2;</code></pre><p>خط<br />دوم</p><hr />';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps Persian text with its zero-width non-joiners and direction marks', () => {
    const html = '<p>درخواست‌ها \u200Fو\u200E نامه‌ها</p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('opens links in a new tab without an opener, whatever the editor sent', () => {
    expect(sanitizeRichText('<a href="https://ut.ac.ir/news?a=1&amp;b=2" target="_self">خبر</a>')).toBe(
      '<a href="https://ut.ac.ir/news?a=1&amp;b=2" rel="noopener noreferrer nofollow" target="_blank">خبر</a>',
    );
    expect(sanitizeRichText('<a href="mailto:info@ut.ac.ir">ایمیل</a>')).toContain(
      'href="mailto:info@ut.ac.ir"',
    );
  });

  it('keeps the text of a link or an image it refuses', () => {
    expect(sanitizeRichText('<p><a href="javascript:alert(1)">متن پیوند</a></p>')).toBe('<p>متن پیوند</p>');
    expect(sanitizeRichText('<p><a href="/content-page/2">نسبی</a></p>')).toBe('<p>نسبی</p>');
    expect(sanitizeRichText('<p>پیش<img src="https://evil.example/x.png">پس</p>')).toBe('<p>پیشپس</p>');
  });

  it('closes the siblings of a refused link or image with their own names', () => {
    expect(sanitizeRichText('<a href="javascript:x">a</a><p>b</p><img src="x"><p>c</p>')).toBe(
      'a<p>b</p><p>c</p>',
    );
  });

  it('keeps images from our own download routes', () => {
    expect(sanitizeRichText('<img src="/api/v1/download/a1b2-c3" alt="نمودار" title="x">')).toBe(
      '<img src="/api/v1/download/a1b2-c3" alt="نمودار" />',
    );
    expect(sanitizeRichText('<img src="/api/v1/temp-image/f9">')).toBe(
      '<img src="/api/v1/temp-image/f9" alt="" />',
    );
  });

  it('drops direction values other than ltr, rtl and auto, and bad list attributes', () => {
    expect(sanitizeRichText('<p dir="RTL">x</p><p dir="ltr">y</p>')).toBe('<p>x</p><p dir="ltr">y</p>');
    expect(sanitizeRichText('<ol start="-1" type="disc"><li>x</li></ol>')).toBe('<ol><li>x</li></ol>');
  });

  it('removes bidi override and isolate controls from text and attributes', () => {
    expect(sanitizeRichText('<p>a\u202Eb&#x2066;c</p>')).toBe('<p>abc</p>');
    expect(sanitizeRichText('<img src="/api/v1/download/x" alt="\u2067t\u2069">')).toBe(
      '<img src="/api/v1/download/x" alt="t" />',
    );
  });

  it('answers an empty string for empty or fully hostile input', () => {
    expect(sanitizeRichText('')).toBe('');
    expect(sanitizeRichText('<script>alert(1)</script><style>p{}</style>')).toBe('');
  });
});
