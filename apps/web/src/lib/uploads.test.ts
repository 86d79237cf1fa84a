import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_LIMITS, UPLOAD_REMOVE_MS } from '@darvazeh/shared';
import type { ServerResponse } from 'node:http';
import { sendJson, type ReceivedRequest } from '../test/http-test-server';
import { serveDuringTests } from '../test/serve-during-tests';
import { toastStore } from './toast-store';
import {
  abortUpload,
  DuplicateUploadError,
  hasRunningUploads,
  isUploadAborted,
  trackUpload,
  uploadFile,
  uploadStore,
  UploadTooLargeError,
} from './uploads';

const WARNING = 'فایلی با همین نام در حال بارگذاری است.';

function unloadPrevented(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('the tracker (SPEC §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    uploadStore.set([]);
  });
  afterEach(() => vi.useRealTimers());

  it('removes an entry UPLOAD_REMOVE_MS after 100 %, once the server has answered', () => {
    const upload = trackUpload('a.pdf', new AbortController());
    upload.progress(40);
    expect(uploadStore.get()).toMatchObject([{ name: 'a.pdf', progress: 40, running: true }]);
    upload.progress(100);
    upload.succeeded();
    vi.advanceTimersByTime(UPLOAD_REMOVE_MS - 1);
    expect(uploadStore.get()).toMatchObject([{ name: 'a.pdf', progress: 100, running: false }]);
    vi.advanceTimersByTime(1);
    expect(uploadStore.get()).toEqual([]);
  });

  it('keeps a sent upload until its answer arrives, then removes it at once', () => {
    const upload = trackUpload('slow.pdf', new AbortController());
    upload.progress(100);
    vi.advanceTimersByTime(UPLOAD_REMOVE_MS * 3);
    expect(uploadStore.get()).toHaveLength(1);
    upload.succeeded();
    expect(uploadStore.get()).toEqual([]);
  });

  it('counts 2000 ms from the answer when no progress was reported', () => {
    const upload = trackUpload('tiny.txt', new AbortController());
    upload.succeeded();
    vi.advanceTimersByTime(UPLOAD_REMOVE_MS - 1);
    expect(uploadStore.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(uploadStore.get()).toEqual([]);
  });

  it('drops a failed upload at once', () => {
    trackUpload('bad.exe', new AbortController()).failed();
    expect(uploadStore.get()).toEqual([]);
  });

  it('asks before leaving the page while any upload runs, and not after', () => {
    expect(unloadPrevented()).toBe(false);
    const first = trackUpload('one.pdf', new AbortController());
    const second = trackUpload('two.pdf', new AbortController());
    expect(hasRunningUploads()).toBe(true);
    expect(unloadPrevented()).toBe(true);
    first.succeeded();
    expect(unloadPrevented()).toBe(true);
    second.failed();
    expect(unloadPrevented()).toBe(false);
  });
});

describe('uploadFile against a real server', () => {
  const held: (() => void)[] = [];

  function route(request: ReceivedRequest, response: ServerResponse) {
    const answer = () =>
      sendJson(response, 200, {
        success: true,
        message: 'فایل بارگذاری شد.',
        data: { id: 'f'.repeat(32), name: 'x', size: request.body.length, mime: 'application/pdf' },
      });
    // A file whose content says HOLD is answered only when the test releases it.
    if (request.body.includes('HOLD')) {
      return new Promise<void>((resolve) => held.push(() => resolve(answer())));
    }
    return answer();
  }

  const server = serveDuringTests(route);
  beforeEach(() => uploadStore.set([]));

  it('posts the file as the multipart part "file" with the XSRF header and tracks it to 100 %', async () => {
    document.cookie = 'XSRF-TOKEN=upload-token; path=/';
    const file = new File(['%PDF-1.4 گزارش'], 'گزارش.pdf', { type: 'application/pdf' });
    const stored = await uploadFile(file, 'document');
    expect(stored.id).toBe('f'.repeat(32));
    const [received] = server.requests;
    expect(received).toMatchObject({ method: 'POST', url: '/api/v1/file/upload/document' });
    expect(received?.headers['x-xsrf-token']).toBe('upload-token');
    expect(received?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(received?.body).toContain('name="file"; filename="گزارش.pdf"');
    expect(received?.body).toContain('%PDF-1.4 گزارش');
    expect(uploadStore.get()).toMatchObject([{ name: 'گزارش.pdf', progress: 100, running: false }]);
  });

  it('refuses a second upload of a name still in progress with the warning, and nothing is sent', async () => {
    const first = uploadFile(new File(['HOLD one'], 'نامه.txt'), 'document');
    await vi.waitFor(() => expect(held).toHaveLength(1));
    await expect(uploadFile(new File(['two'], 'نامه.txt'), 'document')).rejects.toBeInstanceOf(
      DuplicateUploadError,
    );
    expect(toastStore.get()).toMatchObject([{ color: 'warning', title: 'هشدار', text: WARNING }]);
    expect(server.requests).toHaveLength(1);
    held.shift()?.();
    await first;
    // Once the first has finished, the same name may be uploaded again.
    await uploadFile(new File(['three'], 'نامه.txt'), 'document');
    expect(server.requests).toHaveLength(2);
  });

  it('aborts an upload: it rejects as aborted, leaves the tracker and shows no error', async () => {
    const pending = uploadFile(new File(['HOLD'], 'abort.pdf'), 'document');
    await vi.waitFor(() => expect(uploadStore.get()).toHaveLength(1));
    abortUpload(uploadStore.get()[0]?.id ?? 0);
    const error: unknown = await pending.catch((e: unknown) => e);
    expect(isUploadAborted(error)).toBe(true);
    expect(uploadStore.get()).toEqual([]);
    expect(toastStore.get()).toEqual([]);
    held.splice(0).forEach((release) => release());
  });

  it('refuses a file over its use’s limit before sending it', async () => {
    const big = new File([new Uint8Array(UPLOAD_LIMITS.image + 1)], 'big.png');
    await expect(uploadFile(big, 'image')).rejects.toBeInstanceOf(UploadTooLargeError);
    expect(toastStore.get()[0]?.text).toBe('حجم فایل بیش از حد مجاز است؛ حداکثر ۵ مگابایت مجاز است.');
    expect(server.requests).toHaveLength(0);
  });
});
