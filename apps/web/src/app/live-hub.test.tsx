// The live hub in the page against a real websocket server (the `ws` library) standing in for the hub:
// what the page shows is read again when the hub comes back after being away, not when it first connects.
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import { requestKeys } from '../features/requests/api/task-queries';
import { useHubConnected } from '../lib/hub/hub-status';
import { createQueryClient } from '../lib/query-client';
import LiveHub from './live-hub';

let server: WebSocketServer | undefined;
afterEach(() => {
  server?.close();
});

/** A hub stand-in that says 'ready' to each socket it takes; `next` resolves with the next socket. */
async function hubServer() {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  server = wss;
  await new Promise((resolve) => wss.once('listening', resolve));
  const waiting: ((socket: ServerSocket) => void)[] = [];
  const taken: ServerSocket[] = [];
  wss.on('connection', (socket) => {
    socket.send(JSON.stringify({ type: 'ready' }));
    const taker = waiting.shift();
    if (taker) taker(socket);
    else taken.push(socket);
  });
  const { port } = wss.address() as { port: number };
  return {
    url: `ws://127.0.0.1:${port}/api/v1/hub`,
    next: () =>
      new Promise<ServerSocket>((resolve) => {
        const socket = taken.shift();
        if (socket) resolve(socket);
        else waiting.push(resolve);
      }),
  };
}

function HubStatus() {
  return <p>{useHubConnected() ? 'connected' : 'away'}</p>;
}

describe('LiveHub', () => {
  it('reads the inboxes again when the hub comes back, since what changed meanwhile was told to nobody', async () => {
    const hub = await hubServer();
    const queryClient = createQueryClient();
    const inbox = [...requestKeys.all, 'tasks', 'received'];
    queryClient.setQueryData(inbox, { list: [] });
    const page = (
      <>
        <LiveHub url={hub.url} />
        <HubStatus />
      </>
    );
    const router = createMemoryRouter([{ path: '/', element: page }]);
    const view = render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const first = await hub.next();
    // Connected for the first time: the page has just read everything.
    await screen.findByText('connected');
    expect(queryClient.getQueryState(inbox)?.isInvalidated).toBe(false);
    first.close(1011);
    await screen.findByText('away');
    await hub.next();
    await screen.findByText('connected');
    expect(queryClient.getQueryState(inbox)?.isInvalidated).toBe(true);
    view.unmount();
  });
});
