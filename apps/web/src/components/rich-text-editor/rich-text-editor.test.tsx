import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { isKeptLink, LinkDialog } from './link-dialog';
import { LazyRichTextEditor } from './lazy-rich-text-editor';
import { RichTextView } from './rich-text-view';

function Harness({ initial }: { initial: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <LazyRichTextEditor label="متن صفحه" value={html} onChange={setHtml} />
      <output data-testid="html">{html}</output>
    </>
  );
}

// jsdom has no layout; ProseMirror measures the selection to scroll it into view.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const zeroRect = () => new DOMRect(0, 0, 0, 0);
  for (const proto of [Range.prototype, Element.prototype, Text.prototype] as object[]) {
    Object.assign(proto, { getClientRects: noRects, getBoundingClientRect: zeroRect });
  }
});

describe('the rich-text editor', () => {
  it('loads lazily, writes right to left and reports its HTML after a toolbar change', async () => {
    render(<Harness initial="<p>سلام دنیا</p>" />);
    const area = await screen.findByRole('textbox', { name: 'متن صفحه' });
    await waitFor(() => expect(area.textContent).toBe('سلام دنیا'));
    expect(area.querySelector('p')?.getAttribute('dir')).toBe('rtl');

    await act(async () => {
      area.focus();
      const range = document.createRange();
      range.selectNodeContents(area.querySelector('p') as HTMLParagraphElement);
      document.getSelection()?.removeAllRanges();
      document.getSelection()?.addRange(range);
      document.dispatchEvent(new Event('selectionchange'));
    });
    fireEvent.click(screen.getByRole('button', { name: 'عنوان ۲ (H2)' }));
    await waitFor(() =>
      expect(screen.getByTestId('html').textContent).toMatch(/^<h2 dir="rtl">سلام دنیا<\/h2>/),
    );
    // The first import of TipTap is slow on a busy machine.
  });

  it('offers only links the server keeps', () => {
    expect(['https://ut.ac.ir', 'http://a.b/c', 'mailto:x@ut.ac.ir'].every(isKeptLink)).toBe(true);
    expect(['javascript:alert(1)', '/content-page/1', 'ut.ac.ir', 'https:// x'].some(isKeptLink)).toBe(false);
  });
});

describe('the link dialog', () => {
  it('isolates the Latin schemes of its Persian hint, so the sentence reads in order', () => {
    const { unmount } = render(<LinkDialog href="" onSave={() => {}} onClose={() => {}} />);
    const hint = () => document.querySelector('.MuiFormHelperText-root')!;
    const isolates = () => [...hint().querySelectorAll('bdi[dir="ltr"]')].map((bdi) => bdi.textContent);
    expect(hint().textContent).toBe('نشانی کامل با https://، http:// یا mailto:');
    expect(isolates()).toEqual(['https://', 'http://', 'mailto:']);
    fireEvent.change(screen.getByRole('textbox', { name: 'نشانی پیوند' }), { target: { value: 'ut.ac.ir' } });
    expect(hint().textContent).toBe('نشانی باید با https://، http:// یا mailto: شروع شود.');
    expect(isolates()).toEqual(['https://', 'http://', 'mailto:']);
    unmount();
  });
});

describe('RichTextView', () => {
  it('renders stored HTML as markup', () => {
    render(<RichTextView html={'<h2>عنوان</h2><p>متن <strong>پررنگ</strong></p>'} />);
    expect(screen.getByRole('heading', { level: 2, name: 'عنوان' })).toBeTruthy();
    expect(screen.getByTestId('rich-text-view').querySelector('strong')?.textContent).toBe('پررنگ');
  });
});
