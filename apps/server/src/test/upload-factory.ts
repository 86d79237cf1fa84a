import type { FastifyInstance } from 'fastify';
import { testClient, type Client } from './client.js';
import { PDF, PNG, xlsx } from './upload-fixtures.js';
import type { TestUser } from './user-factories.js';

/** The uses `POST file/upload/{use}` accepts. */
export type UploadUse = 'image' | 'document' | 'excel';

/** What to upload: under which use, and which bytes under which name (a sample of the use by default). */
export type UploadOptions = { use?: UploadUse; content?: Buffer; name?: string; mime?: string };

const SAMPLES: Record<UploadUse, { name: string; content: () => Promise<Buffer> }> = {
  image: { name: 'تصویر.png', content: async () => PNG },
  document: { name: 'سند.pdf', content: async () => PDF },
  excel: { name: 'کاربران.xlsx', content: xlsx },
};

/**
 * Uploads a file through the real `POST /api/v1/file/upload/{use}` as `by` (a user or their client) and
 * answers its id; throws with the answer when the upload is refused.
 */
export async function uploadFile(
  app: FastifyInstance,
  by: TestUser | Client,
  { use = 'image', content, name, mime }: UploadOptions = {},
): Promise<string> {
  const client = 'request' in by ? by : testClient(app, by.token);
  const sample = SAMPLES[use];
  const res = await client.postFile(`/api/v1/file/upload/${use}`, content ?? (await sample.content()), {
    name: name ?? sample.name,
    mime,
  });
  if (res.statusCode !== 200) throw new Error(`upload (${use}) answered ${res.statusCode}: ${res.body}`);
  return res.json<{ data: { id: string } }>().data.id;
}
