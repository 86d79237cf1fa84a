import type { CallInput, EndpointSpec, ImportReport, ImportResult, SchemaSet } from '@darvazeh/shared';
import { ApiHttpError, call, type UploadProgress } from '../../lib/api-client';

/** Where an import stands: sending the file (with its percentage), or waiting while the server checks. */
export type ImportPhase = { step: 'idle' } | { step: 'uploading'; percent: number } | { step: 'checking' };

/** Progress of an upload as a phase: once every byte is sent the server is checking the rows. */
export function phaseOf(event: UploadProgress): ImportPhase {
  if (!event.total || event.loaded >= event.total) return { step: 'checking' };
  return { step: 'uploading', percent: Math.round((event.loaded / event.total) * 100) };
}

/** The row-by-row report of a refused import, when the failure carries one. */
export function reportOf(error: unknown): ImportReport | null {
  if (!(error instanceof ApiHttpError) || error.status !== 400) return null;
  const data = (error.data as { data?: unknown } | null)?.data;
  return data && typeof data === 'object' && Array.isArray((data as ImportReport).issues)
    ? (data as ImportReport)
    : null;
}

/** A declared import endpoint: a multipart upload of one sheet answering the import's result. */
export type ImportEndpoint = EndpointSpec & {
  method: 'POST';
  kind: 'upload';
  response: (s: SchemaSet) => SchemaSet['importResult'];
};

/** The path parameters of an import endpoint (`{ id }` of a data collection), when it has any. */
export type ImportParams<E extends ImportEndpoint> = CallInput<E> extends { params: infer P } ? P : never;

/**
 * POSTs a sheet as multipart to a declared import endpoint (`importApi.userImport`, `recordApi.import`
 * with its `params`), locked against a second click; `onPhase` follows the upload.
 */
export async function uploadSheet<E extends ImportEndpoint>(
  endpoint: E,
  file: File,
  onPhase: (phase: ImportPhase) => void,
  params?: ImportParams<E>,
): Promise<ImportResult> {
  const spec: ImportEndpoint = endpoint;
  const form = new FormData();
  form.append('file', file);
  const { data } = await call(spec, { params, body: form } as never, {
    lock: true,
    onUploadProgress: (event) => onPhase(phaseOf(event)),
  });
  return data;
}
