// The browser's hub connection against a real websocket server (the `ws` library): messages reach the
// page, a lost connection is opened again, an ended session is not.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import { HUB_CLOSE, type HubMessage } from '@darvazeh/shared';
import { reconnectDelay, startHub } from './hub-connection';

let server: WebSocketServer | undefined;
let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  server?.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Counts the sockets the page opens (the browser's own WebSocket underneath). */
function countSockets(): { opened: number } {
  const counter = { opened: 0 };
  const Native = globalThis.WebSocket;
  vi.stubGlobal(
    'WebSocket',
    class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        counter.opened += 1;
      }
    },
  );
  return counter;
}

/**
 * A hub stand-in on a free port; `nextConnection` resolves each socket the page opens, in order. Like the
 * real hub it says 'ready' once it has taken a socket, unless `ready` is false.
 */
async function hubServer({ ready = true } = {}) {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  server = wss;
  await new Promise((resolve) => wss.once('listening', resolve));
  const sockets: ServerSocket[] = [];
  const waiting: ((socket: ServerSocket) => void)[] = [];
  wss.on('connection', (socket) => {
    if (ready) socket.send(JSON.stringify({ type: 'ready' }));
    const taker = waiting.shift();
    if (taker) taker(socket);
    else sockets.push(socket);
  });
  const { port } = wss.address() as { port: number };
  return {
    url: `ws://127.0.0.1:${port}/api/v1/hub`,
    nextConnection: () =>
      new Promise<ServerSocket>((resolve) => {
        const open = sockets.shift();
        if (open) resolve(open);
        else waiting.push(resolve);
      }),
  };
}

/** Handlers that record what the page was told; `next` resolves with the next message. */
function recorder() {
  const messages: HubMessage[] = [];
  const statuses: boolean[] = [];
  let notify: (() => void) | undefined;
  return {
    statuses,
    handlers: {
      onMessage: (message: HubMessage) => {
        messages.push(message);
        notify?.();
      },
      onConnected: (connected: boolean) => {
        statuses.push(connected);
        notify?.();
      },
    },
    until: (done: () => boolean) =>
      new Promise<void>((resolve) => {
        const check = () => (done() ? resolve() : undefined);
        notify = check;
        check();
      }),
    messages,
  };
}

describe('reconnectDelay', () => {
  it('doubles from one second to thirty, each time between half and all of it', () => {
    expect([0, 1, 2, 5, 9].map((a) => reconnectDelay(a, () => 1))).toEqual([1000, 2000, 4000, 30000, 30000]);
    expect(reconnectDelay(0, () => 0)).toBe(500);
  });
});

describe('startHub', () => {
  it('hands every message but the keep-alive answer to the page and says when it is connected', async () => {
    const hub = await hubServer();
    const page = recorder();
    stop = startHub(page.handlers, hub.url);
    const socket = await hub.nextConnection();
    await page.until(() => page.statuses.includes(true));
    socket.send(JSON.stringify({ type: 'pong' }));
    socket.send(JSON.stringify({ type: 'counter', counter: { recieved: 3, seneded: 1 } }));
    await page.until(() => page.messages.length > 0);
    expect(page.messages).toEqual([{ type: 'counter', counter: { recieved: 3, seneded: 1 } }]);
  });

  it('is not connected while the server has not registered the socket, though it is open', async () => {
    const hub = await hubServer({ ready: false });
    const page = recorder();
    stop = startHub(page.handlers, hub.url);
    const socket = await hub.nextConnection();
    socket.send(JSON.stringify({ type: 'counter', counter: { recieved: 1, seneded: 0 } }));
    await page.until(() => page.messages.length > 0);
    expect(page.statuses).toEqual([]);
    socket.send(JSON.stringify({ type: 'ready' }));
    await page.until(() => page.statuses.length > 0);
    expect(page.statuses).toEqual([true]);
    expect(page.messages).toEqual([{ type: 'counter', counter: { recieved: 1, seneded: 0 } }]);
  });

  it('opens a lost connection again, and does not after its session ended', async () => {
    const sockets = countSockets();
    const hub = await hubServer();
    const page = recorder();
    stop = startHub(page.handlers, hub.url);
    (await hub.nextConnection()).close(1011);
    const again = await hub.nextConnection();
    await page.until(() => page.statuses.filter(Boolean).length === 2);
    expect(sockets.opened).toBe(2);
    // From here the back-off's timers are the test's: the longest back-off passes at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    again.send(JSON.stringify({ type: 'session-ended' }));
    again.close(HUB_CLOSE.sessionEnded);
    await page.until(() => page.statuses.at(-1) === false && page.messages.length === 1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(page.messages).toEqual([{ type: 'session-ended' }]);
    expect(sockets.opened).toBe(2);
  });
});
