// The designer's behaviour section: the registered status shows its Persian title while the SPEC's key
// 'registered' stays what is stored, until an Admin writes a status of their own.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderDraftSection } from './draft-section.fixture';
import { BehaviourSection } from './rule-sections';

afterEach(cleanup);

describe('the registered status in the designer', () => {
  it('shows «ثبت‌شده» for the key registered, and keeps the key until another title is written', () => {
    const { draft } = renderDraftSection(BehaviourSection);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'عنوان وضعیت ثبت' });
    expect(draft().registeredStatus).toBe('registered');
    expect(field.value).toBe('ثبت‌شده');
    fireEvent.change(field, { target: { value: 'ثبت‌شده ' } });
    expect(draft().registeredStatus).toBe('registered');
    fireEvent.change(field, { target: { value: 'دریافت شد' } });
    expect(draft().registeredStatus).toBe('دریافت شد');
    expect(field.value).toBe('دریافت شد');
  });
});
