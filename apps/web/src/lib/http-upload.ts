// The same requests as http.ts, sent on XMLHttpRequest: fetch cannot report how much of a body has been
// sent, and an upload's progress bar needs it. Answers are parsed as JSON (or kept as text).
import {
  ApiAbortedError,
  ApiNetworkError,
  prepareRequest,
  parseAnswer,
  settleAnswer,
  type HttpRequest,
  type HttpResponse,
  type PreparedRequest,
} from './http';

/** Bytes of the body sent so far; `total` is undefined when the browser cannot tell. */
export interface UploadProgress {
  loaded: number;
  total: number | undefined;
}

function transfer(
  prepared: PreparedRequest,
  signal: AbortSignal | undefined,
  onProgress: (progress: UploadProgress) => void,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ApiAbortedError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open(prepared.method, prepared.url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(prepared.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) =>
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiNetworkError());
    xhr.onabort = () => reject(new ApiAbortedError());
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(prepared.body ?? null);
  });
}

/** Sends `request` (cookies included, no timeout), reporting the body's upload progress; aborts with its signal. */
export async function sendWithProgress<T>(
  request: HttpRequest,
  onProgress: (progress: UploadProgress) => void,
): Promise<HttpResponse<T>> {
  const prepared = prepareRequest(request);
  const { status, text } = await transfer(prepared, request.signal, onProgress);
  return settleAnswer<T>(prepared, status, parseAnswer(text));
}
