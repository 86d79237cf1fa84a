import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sendJson, type TestHandler } from '../test/http-test-server';
import { serveDuringTests } from '../test/serve-during-tests';
import { trackUpload, uploadStore } from '../lib/uploads';
import { FileUploadField } from './file-upload-field';
import { ImageUploadField } from './image-upload-field';
import { UploadTracker } from './upload-tracker';

const ID = 'a'.repeat(32);

const route: TestHandler = (request, response) => {
  const name = /filename="([^"]*)"/.exec(request.body)?.[1] ?? '';
  sendJson(response, 200, { success: true, message: null, data: { id: ID, name, size: 3, mime: 'x/y' } });
};

const server = serveDuringTests(route);
beforeEach(() => {
  uploadStore.set([]);
});

function choose(input: HTMLElement, file: File) {
  fireEvent.change(input, { target: { files: [file] } });
}

describe('UploadTracker', () => {
  it('lists running uploads with their progress, the do-not-refresh warning and an abort button', () => {
    render(<UploadTracker />);
    expect(screen.queryByRole('region')).toBeNull();
    const controller = new AbortController();
    let upload: ReturnType<typeof trackUpload> | undefined;
    act(() => {
      upload = trackUpload('صورت‌جلسه.pdf', controller);
      upload.progress(42);
    });
    const panel = screen.getByRole('region', { name: 'بارگذاری فایل‌ها' });
    expect(panel.textContent).toContain('تا پایان بارگذاری، صفحه را بازخوانی نکنید و نبندید.');
    expect(panel.textContent).toContain('صورت‌جلسه.pdf');
    expect(screen.getByRole('progressbar', { name: 'صورت‌جلسه.pdf' }).getAttribute('aria-valuenow')).toBe(
      '42',
    );
    expect(screen.getByTestId('upload-percent').textContent).toBe('۴۲٪');
    fireEvent.click(screen.getByRole('button', { name: 'لغو بارگذاری صورت‌جلسه.pdf' }));
    expect(controller.signal.aborted).toBe(true);
    act(() => upload?.failed());
    expect(screen.queryByRole('region')).toBeNull();
  });
});

function FileHarness() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <FileUploadField label="پیوست" name="attachment" value={value} onChange={setValue} />
      <output data-testid="value">{value ?? 'none'}</output>
    </>
  );
}

describe('FileUploadField', () => {
  it('uploads the chosen file, shows its name as a temp-file link, and removes it', async () => {
    render(<FileHarness />);
    choose(screen.getByLabelText('پیوست'), new File(['abc'], 'پیوست نامه.pdf'));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe(ID));
    expect(server.requests[0]?.url).toBe('/api/v1/file/upload/document');
    const link = screen.getByRole('link', { name: 'پیوست نامه.pdf' });
    expect(link.getAttribute('href')).toBe(`/api/v1/temp-file/${ID}`);
    fireEvent.click(screen.getByRole('button', { name: 'حذف' }));
    expect(screen.getByTestId('value').textContent).toBe('none');
  });

  it('links a saved value through download', () => {
    render(<FileUploadField label="سند" value={ID} fileName="سند.pdf" onChange={() => undefined} />);
    expect(screen.getByRole('link', { name: 'سند.pdf' }).getAttribute('href')).toBe(`/api/v1/download/${ID}`);
  });
});

describe('ImageUploadField', () => {
  it('previews a new upload through temp-image, falling back to download once saved', async () => {
    function Harness() {
      const [value, setValue] = useState<string | null>(null);
      return <ImageUploadField label="نشان" value={value} onChange={setValue} />;
    }
    render(<Harness />);
    const input = screen.getByLabelText('نشان');
    expect(input.getAttribute('accept')).toBe('image/*');
    choose(input, new File(['png'], 'logo.png', { type: 'image/png' }));
    const preview = await screen.findByRole('img', { name: 'پیش‌نمایش نشان' });
    expect(server.requests[0]?.url).toBe('/api/v1/file/upload/image');
    expect(preview.getAttribute('src')).toBe(`/api/v1/temp-image/${ID}`);
    // After the record is saved the file is attached: temp-image answers 404 and download serves it.
    fireEvent.error(preview);
    expect(screen.getByRole('img', { name: 'پیش‌نمایش نشان' }).getAttribute('src')).toBe(
      `/api/v1/download/${ID}`,
    );
  });

  it('shows a saved image through download', () => {
    render(<ImageUploadField label="نشان" value={ID} onChange={() => undefined} />);
    expect(screen.getByRole('img', { name: 'پیش‌نمایش نشان' }).getAttribute('src')).toBe(
      `/api/v1/download/${ID}`,
    );
  });
});
