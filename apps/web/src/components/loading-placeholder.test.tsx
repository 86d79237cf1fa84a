import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorMessages } from '../lib/messages';
import { LoadingPlaceholder } from './loading-placeholder';
import { LazyRichTextEditor } from './rich-text-editor/lazy-rich-text-editor';

/** axe's aria-prohibited-attr: an aria-label needs a role that may be named; none of these is here. */
const unnamedLabels = (container: HTMLElement) =>
  [...container.querySelectorAll('[aria-label]')].filter((element) => !element.getAttribute('role'));

describe('a loading placeholder', () => {
  it('says what is loading from a status region, its grey shape hidden from screen readers', () => {
    const { container } = render(<LoadingPlaceholder label="در حال بارگذاری نمودار" height={200} />);
    expect(within(container).getByRole('status').textContent).toBe('در حال بارگذاری نمودار');
    expect(container.querySelector('.MuiSkeleton-root')!.getAttribute('aria-hidden')).toBe('true');
    expect(unnamedLabels(container)).toEqual([]);
  });

  it('stands in for the rich-text editor while its code loads', () => {
    const { container } = render(<LazyRichTextEditor value="" onChange={() => {}} label="متن" />);
    expect(within(container).getByRole('status').textContent).toBe(editorMessages.loading);
    expect(unnamedLabels(container)).toEqual([]);
  });
});
