// The designer's behaviour section: the registered status shows its Persian title while the SPEC's key
// 'registered' stays what is stored, until an Admin writes a status of their own.
import { useEffect, useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyService, setAt, type ServiceDraft } from '../service-draft';
import { BehaviourSection } from './rule-sections';

const seen: { draft?: ServiceDraft } = {};
function Harness() {
  const [draft, setDraft] = useState<ServiceDraft>(() => emptyService([1]));
  useEffect(() => {
    seen.draft = draft;
  }, [draft]);
  return (
    <BehaviourSection
      form={{ draft, errors: {}, set: (path, value) => setDraft((current) => setAt(current, path, value)) }}
    />
  );
}

afterEach(cleanup);

describe('the registered status in the designer', () => {
  it('shows «ثبت‌شده» for the key registered, and keeps the key until another title is written', () => {
    render(<Harness />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'عنوان وضعیت ثبت' });
    expect(seen.draft!.registeredStatus).toBe('registered');
    expect(field.value).toBe('ثبت‌شده');
    fireEvent.change(field, { target: { value: 'ثبت‌شده ' } });
    expect(seen.draft!.registeredStatus).toBe('registered');
    fireEvent.change(field, { target: { value: 'دریافت شد' } });
    expect(seen.draft!.registeredStatus).toBe('دریافت شد');
    expect(field.value).toBe('دریافت شد');
  });
});
