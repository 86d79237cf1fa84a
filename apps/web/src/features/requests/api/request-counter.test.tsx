import { act, render, screen, waitFor } from '@testing-library/react';
import { focusManager, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Principal } from '@darvazeh/shared';
import { createQueryClient } from '../../../lib/query-client';
import { sendJson } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import { useRequestCounter } from './request-counter';

// Each answer counts one more received request, as new tasks arrive while a provider keeps the tab open.
let received = 0;
serveDuringTests((request, response) => {
  if (request.url === '/api/v1/userrequest/counter') {
    received += 1;
    return sendJson(response, 200, {
      success: true,
      message: null,
      data: { recieved: received, seneded: 0 },
    });
  }
  return sendJson(response, 404, { success: false, message: 'not found', data: null });
});

const employee = {
  id: 7,
  roles: [{ alias: 'Employee', unitId: 1, unitRoleId: 2 }],
} as unknown as Principal;

function Badge() {
  const counter = useRequestCounter(employee);
  return <p>{counter ? `received ${counter.recieved}` : 'none'}</p>;
}

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('the live request counter', () => {
  it('asks again every minute, and when the person comes back to the tab', async () => {
    received = 0;
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Badge />
      </QueryClientProvider>,
    );
    await screen.findByText('received 1');
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    await screen.findByText('received 2');
    // Away from the tab for a while, then back: the badge is asked for at once.
    act(() => focusManager.setFocused(false));
    vi.setSystemTime(Date.now() + 31_000);
    act(() => focusManager.setFocused(true));
    await waitFor(() => expect(screen.getByText('received 3')).toBeTruthy());
    act(() => focusManager.setFocused(undefined));
  });
});
