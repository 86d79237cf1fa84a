// One live hub connection per browser (ARCHITECTURE: /api/v1/hub). The tab that holds the Web Lock opens
// the websocket and passes every message to the other tabs over a BroadcastChannel; when it closes, the
// lock passes to another tab, which connects. A lost connection is opened again after a back-off with
// jitter (so a restarted server is not hit by every browser at once); an ended session is not. Where
// Web Locks or BroadcastChannel are missing, each tab connects for itself.
import {
  HUB_CLOSE,
  HUB_PATH,
  HUB_SERVER_TIMEOUT_MS,
  type HubClientMessage,
  type HubMessage,
} from '@darvazeh/shared';

const LOCK = 'darvazeh-hub';
const CHANNEL = 'darvazeh-hub';

/** Back-off before reconnecting: 1 s doubling to 30 s, each between half and all of it. */
export function reconnectDelay(attempt: number, random = Math.random): number {
  const ceiling = Math.min(30_000, 1_000 * 2 ** attempt);
  return Math.round(ceiling * (0.5 + random() / 2));
}

/** What the page is told: each message, and whether the hub is connected. */
export type HubHandlers = {
  onMessage: (message: HubMessage) => void;
  onConnected: (connected: boolean) => void;
};

type ChannelNote =
  { kind: 'message'; message: HubMessage } | { kind: 'status'; connected: boolean } | { kind: 'ask' };

/** The hub's address on the page's own origin. */
function hubUrl(): string {
  const url = new URL(HUB_PATH, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

/** Keeps one socket open until `signal` aborts; answers when it does (or the session ended). */
async function holdSocket(signal: AbortSignal, handlers: HubHandlers, url: string): Promise<void> {
  let attempt = 0;
  while (!signal.aborted) {
    const ended = await new Promise<'ended' | 'lost'>((resolve) => {
      const socket = new WebSocket(url);
      let silence: ReturnType<typeof setTimeout> | undefined;
      // The server answers each keep-alive; silence for two of them means the connection is gone.
      const heard = () => {
        clearTimeout(silence);
        silence = setTimeout(() => socket.close(), 2 * HUB_SERVER_TIMEOUT_MS);
      };
      const keepAlive = setInterval(() => {
        if (socket.readyState === WebSocket.OPEN)
          socket.send(JSON.stringify({ type: 'ping' } satisfies HubClientMessage));
      }, HUB_SERVER_TIMEOUT_MS);
      const stop = () => socket.close(1000);
      signal.addEventListener('abort', stop);
      socket.onopen = () => {
        attempt = 0;
        heard();
      };
      socket.onmessage = (event) => {
        heard();
        const message = JSON.parse(String(event.data)) as HubMessage;
        // Connected once the server has registered the socket: from then on no change goes untold.
        if (message.type === 'ready') handlers.onConnected(true);
        else if (message.type !== 'pong') handlers.onMessage(message);
      };
      socket.onclose = (event) => {
        clearTimeout(silence);
        clearInterval(keepAlive);
        signal.removeEventListener('abort', stop);
        handlers.onConnected(false);
        const final = event.code === HUB_CLOSE.sessionEnded || event.code === HUB_CLOSE.refused;
        resolve(final ? 'ended' : 'lost');
      };
    });
    if (ended === 'ended' || signal.aborted) return;
    await new Promise((resolve) => setTimeout(resolve, reconnectDelay(attempt)));
    attempt += 1;
  }
}

/** Starts this browser's hub for this tab (at `url`, the page origin's hub); answers how to stop it. */
export function startHub(handlers: HubHandlers, url = hubUrl()): () => void {
  const stopping = new AbortController();
  const shared = 'locks' in navigator && typeof BroadcastChannel === 'function';
  if (!shared) {
    void holdSocket(stopping.signal, handlers, url);
    return () => stopping.abort();
  }
  const channel = new BroadcastChannel(CHANNEL);
  let leader = false;
  let connected = false;
  const post = (note: ChannelNote) => channel.postMessage(note);
  channel.onmessage = (event: MessageEvent<ChannelNote>) => {
    const note = event.data;
    if (note.kind === 'message') handlers.onMessage(note.message);
    else if (note.kind === 'status') handlers.onConnected(note.connected);
    else if (leader) post({ kind: 'status', connected });
  };
  // A tab that opens while another holds the connection asks whether it is up.
  post({ kind: 'ask' });
  void navigator.locks
    .request(LOCK, { signal: stopping.signal }, async () => {
      leader = true;
      await holdSocket(
        stopping.signal,
        {
          onMessage: (message) => {
            handlers.onMessage(message);
            post({ kind: 'message', message });
          },
          onConnected: (value) => {
            connected = value;
            handlers.onConnected(value);
            post({ kind: 'status', connected: value });
          },
        },
        url,
      );
    })
    .catch(() => undefined); // aborted while waiting for the lock
  return () => {
    stopping.abort();
    channel.close();
  };
}
