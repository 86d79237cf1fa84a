import { useEffect } from 'react';

function removeIframesIn(node: Node): void {
  if (node instanceof HTMLIFrameElement) {
    node.remove();
  } else if (node instanceof Element || node instanceof Document) {
    for (const frame of node.querySelectorAll('iframe')) frame.remove();
  }
}

/**
 * SPEC §2 layout kill-switch against clickjacking and injected content: when the page is framed,
 * it hides itself and asks the top window to load it instead; and it removes every <iframe>
 * found now or added later. Returns a function that stops watching.
 */
export function engageFrameKillSwitch(win: Window = window): () => void {
  const { document } = win;
  if (win.top !== win.self) {
    document.body.style.display = 'none';
    try {
      if (win.top) win.top.location = win.location.href;
    } catch {
      // A cross-origin parent may refuse the navigation; the page stays hidden inside it.
    }
  }
  removeIframesIn(document);
  const observer = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(removeIframesIn);
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** Engages the kill-switch while a layout is mounted. */
export function useFrameKillSwitch(): void {
  useEffect(() => engageFrameKillSwitch(), []);
}
