// Downloads answered as files (Excel exports): handing the file to the browser, and a failure's text.
import { ApiHttpError } from './api-client';

/** The Persian message of a failed download: the server's message, else the error's own text. */
export function downloadFailure(error: unknown): string {
  const message =
    error instanceof ApiHttpError ? (error.data as { message?: unknown } | null)?.message : undefined;
  if (typeof message === 'string' && message !== '') return message;
  return error instanceof Error ? error.message : String(error);
}

/** Hands a downloaded file to the browser under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
