import { ApiHttpError, failureText } from '../../lib/api-client';

/** The Persian message of a refused action (the server's envelope), or the error's own text. */
export function actionFailureText(error: unknown): string {
  if (error instanceof ApiHttpError) return failureText(error.data);
  return error instanceof Error ? error.message : String(error);
}
