// Test-only: a designer section rendered over a fresh draft that its changes really update, and the draft
// as it stands after each change.
import { useEffect, useState, type ComponentType } from 'react';
import { render } from '@testing-library/react';
import { emptyService, setAt, type ServiceDraft } from '../service-draft';
import type { DraftForm } from './designer-part';

/** Renders `Section` over an empty service; `draft()` answers the draft after the latest change. */
export function renderDraftSection(Section: ComponentType<{ form: DraftForm }>) {
  const seen: { draft?: ServiceDraft } = {};
  function Harness() {
    const [draft, setDraft] = useState<ServiceDraft>(() => emptyService([1]));
    useEffect(() => {
      seen.draft = draft;
    }, [draft]);
    return (
      <Section
        form={{ draft, errors: {}, set: (path, value) => setDraft((current) => setAt(current, path, value)) }}
      />
    );
  }
  render(<Harness />);
  return { draft: () => seen.draft! };
}
