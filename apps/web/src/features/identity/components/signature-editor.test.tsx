import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { toastStore } from '../../../lib/toast-store';
import { sendJson } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import { buildProfile } from '../test/profile-fixture';
import { renderWithRouter } from '../test/render-with-router';
import { SignatureEditor } from './signature-editor';

let done = 0;

const server = serveDuringTests((_request, response) =>
  sendJson(response, 200, { success: true, message: 'تغییرات ذخیره شد.', data: null }),
);
beforeEach(() => {
  done = 0;
});

function renderEditor() {
  const view = renderWithRouter(<SignatureEditor onDone={() => (done += 1)} />, '/panel/profile', {
    profile: buildProfile(),
  });
  fireEvent.click(screen.getByRole('tab', { name: 'بارگذاری تصویر' }));
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });
  return { choose };
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'ثبت امضا' }));

describe('SignatureEditor', () => {
  it('asks for a signature before sending anything', () => {
    renderEditor();
    save();
    expect(screen.getByRole('alert').textContent).toBe('ابتدا امضا را بکشید یا تصویری انتخاب کنید.');
    expect(server.requests).toHaveLength(0);
    expect(toastStore.get()).toEqual([]);
  });

  it('refuses an image that is neither PNG nor JPEG', async () => {
    const { choose } = renderEditor();
    choose(new File(['GIF89a'], 'sign.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toBe('تصویر امضا باید PNG یا JPEG باشد.');
    save();
    expect(server.requests).toHaveLength(0);
  });

  it('shows a chosen PNG and saves it as a data URL', async () => {
    const { choose } = renderEditor();
    choose(new File([new Uint8Array([137, 80, 78, 71])], 'sign.png', { type: 'image/png' }));
    const preview = await screen.findByAltText<HTMLImageElement>('پیش‌نمایش');
    expect(preview.src).toBe('data:image/png;base64,iVBORw==');
    save();
    await waitFor(() => expect(done).toBe(1));
    expect(server.requests.map((request) => [request.method, request.url])).toEqual([
      ['PUT', '/api/v1/account/signature'],
    ]);
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ image: 'data:image/png;base64,iVBORw==' });
  });
});
