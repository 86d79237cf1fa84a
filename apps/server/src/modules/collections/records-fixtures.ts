// Test fixtures of the record tests: collections created through the API and uploads through the file service.
import { expect } from 'vitest';
import type { Client } from '../../test/build-test-app.js';
import { multipart, PDF } from '../../test/upload-fixtures.js';

export const API = '/api/v1/datacollection';
export const recordsUrl = (collectionId: number) => `${API}/${collectionId}/record`;

export const text = (id: string, fname: string, extra: object = {}) => ({
  id,
  fname,
  ename: id,
  type: 'text',
  ...extra,
});

/** Creates a collection through `POST datacollection` and answers its id. */
export async function createCollection(admin: Client, fname: string, formFields: object[]): Promise<number> {
  const res = await admin.post(API, { fname, formInfo: { formFields } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: number } }>().data.id;
}

/** Uploads a small PDF as `client` and answers the file id (the value of a `{fieldId}-path` answer). */
export async function uploadPdf(client: Client): Promise<string> {
  const body = multipart('مدرک.pdf', PDF, 'application/pdf');
  const res = await client.request('POST', '/api/v1/file/upload/document', body.payload, {
    headers: body.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}
