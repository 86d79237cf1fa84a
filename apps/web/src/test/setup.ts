import { configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { recordToasts } from './toast-log';

// findBy*/waitFor wait for their event: a lazily loaded route chunk, an answer of the test server, a
// re-render. The timeout only ends a wait for something that never comes, so it is set once, here, long
// enough for a shared CI machine (a whole form's first render took 60 s beside two CPU burners); testing
// library's default of 1 s is a guess about the machine, not a requirement of the app. Tests pass no
// timeout of their own. vitest.config.ts gives a whole test longer (HUNG_TEST_MS).
configure({ asyncUtilTimeout: 120_000 });

// What the toasts said, for shownToasts() (toast-log.ts): a toast leaves the screen after 5 s.
let stopRecording: (() => void) | undefined;
beforeEach(() => {
  stopRecording = recordToasts();
});
afterEach(() => stopRecording?.());
