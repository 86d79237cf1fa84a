// The SPEC §4 upload tracker: uploads by file name with their progress; a second upload of a name still
// in progress is refused with the SPEC §5 warning; an upload can be aborted; at 100 % its entry leaves
// after UPLOAD_REMOVE_MS; while any upload runs, leaving the page asks for confirmation (SPEC §8).
import {
  filesApi,
  UPLOAD_LIMITS,
  UPLOAD_REMOVE_MS,
  type UploadedFile,
  type UploadUse,
} from '@darvazeh/shared';
import { ApiAbortedError, call } from './api-client';
import { createStore, useStore } from './create-store';
import { showToast } from './toast-store';
import { noticeMessages, uploadMessages } from './messages';

/** One upload the tracker shows. */
export interface UploadEntry {
  id: number;
  name: string;
  /** 0–100. */
  progress: number;
  /** Still waiting for the server (bytes sending, or sent and not yet answered). */
  running: boolean;
}

/** Every tracked upload, oldest first. */
export const uploadStore = createStore<readonly UploadEntry[]>([]);

/** Thrown, before any request, for a name already uploading (the warning toast is already shown). */
export class DuplicateUploadError extends Error {
  constructor(readonly fileName: string) {
    super(noticeMessages.errors.duplicateUpload);
    this.name = 'DuplicateUploadError';
  }
}

/** Thrown, before any request, for a file over its use's limit (the error toast is already shown). */
export class UploadTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(uploadMessages.tooLarge(limit));
    this.name = 'UploadTooLargeError';
  }
}

/** True for the rejection of an upload its user aborted: nobody's failure, nothing to report. */
export function isUploadAborted(error: unknown): boolean {
  return error instanceof ApiAbortedError;
}

/** Options of `uploadFile`. */
export interface UploadOptions {
  /** Aborts the upload too (the tracker's own abort button always can). */
  signal?: AbortSignal;
  onProgress?: (percent: number) => void;
}

let nextId = 1;
const controllers = new Map<number, AbortController>();

function patch(id: number, change: Partial<UploadEntry>): void {
  uploadStore.set((entries) => entries.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));
}

function remove(id: number): void {
  controllers.delete(id);
  uploadStore.set((entries) => entries.filter((entry) => entry.id !== id));
  syncUnloadGuard();
}

/** True while an upload of `name` has not finished. */
export function isUploading(name: string): boolean {
  return uploadStore.get().some((entry) => entry.name === name && entry.running);
}

/** True while any upload has not finished. */
export function hasRunningUploads(): boolean {
  return uploadStore.get().some((entry) => entry.running);
}

/** Aborts a tracked upload; its entry leaves at once. */
export function abortUpload(id: number): void {
  controllers.get(id)?.abort();
}

function onBeforeUnload(event: BeforeUnloadEvent): string | undefined {
  if (!hasRunningUploads()) return undefined;
  event.preventDefault();
  // Old browsers show this text; new ones show their own wording but still ask.
  event.returnValue = noticeMessages.errors.uploadsRunning;
  return noticeMessages.errors.uploadsRunning;
}

let guarding = false;
function syncUnloadGuard(): void {
  const wanted = hasRunningUploads();
  if (wanted === guarding) return;
  guarding = wanted;
  if (wanted) window.addEventListener('beforeunload', onBeforeUnload);
  else window.removeEventListener('beforeunload', onBeforeUnload);
}

/**
 * Puts an upload in the tracker and returns its reporter. The entry leaves UPLOAD_REMOVE_MS after 100 %
 * (and never before the answer); a failed or aborted upload leaves at once.
 */
export function trackUpload(name: string, controller: AbortController) {
  const id = nextId++;
  controllers.set(id, controller);
  uploadStore.set((entries) => [...entries, { id, name, progress: 0, running: true }]);
  syncUnloadGuard();
  let timerStarted = false;
  let timerDone = false;
  let settled = false;
  const startRemovalTimer = () => {
    if (timerStarted) return;
    timerStarted = true;
    setTimeout(() => {
      timerDone = true;
      if (settled) remove(id);
    }, UPLOAD_REMOVE_MS);
  };
  return {
    progress(percent: number): void {
      patch(id, { progress: percent });
      if (percent >= 100) startRemovalTimer();
    },
    succeeded(): void {
      settled = true;
      patch(id, { progress: 100, running: false });
      syncUnloadGuard();
      if (timerDone) remove(id);
      else startRemovalTimer();
    },
    failed(): void {
      settled = true;
      remove(id);
    },
  };
}

/**
 * Uploads `file` to `POST file/upload/{use}` through the app's API client (XSRF, toasts), tracked by its
 * name. Refuses a name already uploading (DuplicateUploadError) and a file over the use's limit
 * (UploadTooLargeError) before sending anything, each with its toast. Aborting rejects with
 * ApiAbortedError (`isUploadAborted`). Resolves with the stored file `{ id, name, size, mime }`.
 */
export async function uploadFile(
  file: File,
  use: UploadUse,
  options: UploadOptions = {},
): Promise<UploadedFile> {
  if (isUploading(file.name)) {
    showToast({ color: 'warning', text: noticeMessages.errors.duplicateUpload });
    throw new DuplicateUploadError(file.name);
  }
  if (file.size > UPLOAD_LIMITS[use]) {
    showToast({ color: 'error', text: uploadMessages.tooLarge(UPLOAD_LIMITS[use]) });
    throw new UploadTooLargeError(UPLOAD_LIMITS[use]);
  }
  const controller = new AbortController();
  options.signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const entry = trackUpload(file.name, controller);
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    const { data } = await call(
      filesApi.upload,
      { params: { use }, body: form },
      {
        signal: controller.signal,
        onUploadProgress: (event) => {
          const total = event.total ?? file.size;
          const percent = total > 0 ? Math.min(100, (event.loaded / total) * 100) : 100;
          entry.progress(percent);
          options.onProgress?.(percent);
        },
      },
    );
    entry.succeeded();
    return data;
  } catch (error) {
    entry.failed();
    throw error;
  }
}

/** The tracked uploads, for the tracker panel and the upload fields. */
export function useUploads(): readonly UploadEntry[] {
  return useStore(uploadStore);
}
