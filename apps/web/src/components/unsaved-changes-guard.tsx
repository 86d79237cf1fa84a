import { useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';
import { shellMessages } from '../lib/messages';

const text = shellMessages.unsavedChanges;

interface UnsavedChangesGuardProps {
  /** Whether the page holds changes that leaving would lose. */
  when: boolean;
}

/**
 * Asks before leaving a page with unsaved changes: in-app navigation to another page waits for the
 * confirm dialog, and closing or reloading the tab gets the browser's own warning.
 */
export function UnsavedChangesGuard({ when }: UnsavedChangesGuardProps) {
  // Only a different page loses the changes; a changed query or hash keeps the page mounted.
  const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
    when && currentLocation.pathname !== nextLocation.pathname;
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={text.title}
      text={text.text}
      confirmLabel={text.leave}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
