import './lib/zod-without-eval';
// One variable font file per script covers every weight: two downloads instead of one per weight.
import '@fontsource-variable/vazirmatn';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './app/base.css';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { seedHomeData } from './app/seed-home';
import { readBootData, seedBootData } from './lib/boot-data';
import { applyPaletteVariables } from './lib/palette';
import { installPreloadRecovery } from './lib/preload-recovery';
import { queryClient } from './lib/query-client';

/** Ends the current task; the browser may paint and handle input before the next step of the start. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// The start is cut into tasks (evaluating the bundle, building the router, rendering), so no single one
// blocks the main thread for long; the boot shell in index.html stays on screen meanwhile.
async function start(container: HTMLElement): Promise<void> {
  installPreloadRecovery();
  applyPaletteVariables();
  // What the server wrote into the page (the settings; on the home page its lists): the first render
  // needs no round-trip for them.
  const boot = readBootData();
  seedBootData(queryClient, boot);
  seedHomeData(queryClient, boot?.home);
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  // A transition lets React yield while it builds the first page instead of rendering it in one go.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
