// Drafts (SPEC resource tempanswer; issue 24 item 3): a draft keeps every answer, its uploaded files
// included — held past the clean-up of day-old uploads, readable by the draft's owner only, handed to the
// request on submission, and released when they leave the draft or the draft goes.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { files } from '../../db/schema/index.js';
import { testApp, type TestUser } from '../../test/test-app.js';
import { cleanUpFiles } from '../files/file-cleanup.js';
import { FileStorage } from '../files/file-storage.js';

// A small upload quota (10,485 bytes), so a few kilobytes show a draft's files counted in it.
const t = testApp({ admin: true, env: { UPLOAD_QUOTA_MB: '0.01' } });
const DAY_MS = 24 * 60 * 60 * 1000;

let serviceId = 0;
let applicant: TestUser;
let stranger: TestUser;
let storage: FileStorage;

beforeAll(async () => {
  const service = await t.service({
    tempSave: true,
    elements: [
      { id: 'name', fname: 'نام', ename: 'name', type: 'text', required: true },
      { id: 'doc', fname: 'مدرک', ename: 'doc', type: 'file' },
      {
        id: 'level',
        fname: 'مقطع',
        ename: 'level',
        type: 'select',
        options: [
          { id: 'bsc', fname: 'کارشناسی' },
          { id: 'msc', fname: 'کارشناسی ارشد' },
        ],
      },
      { id: 'entered', fname: 'تاریخ ورود', ename: 'entered', type: 'date' },
    ],
  });
  serviceId = service.id;
  await t.as(t.admin).post(`/api/v1/service/${serviceId}/publish`);
  applicant = await t.user();
  stranger = await t.user();
  storage = new FileStorage(t.dataDir);
});

const answersWith = (fileId: string) => ({
  doc: 'سند.pdf',
  'doc-path': fileId,
  level: 'msc',
  entered: '1402/07/01',
});
const saveDraft = (who: TestUser, answers: Record<string, unknown>) =>
  t.as(who).post('/api/v1/tempanswer', { serviceId, answers });
/** Runs the clean-up as it would run two days from now: every upload left unattached is past its day. */
const cleanUpLater = () => cleanUpFiles(t.database.db, storage, new Date(Date.now() + 2 * DAY_MS));
const status = async (who: TestUser, path: string) => (await t.as(who).get(`/api/v1/${path}`)).statusCode;
const fileRow = async (id: string) => (await t.database.db.select().from(files).where(eq(files.id, id)))[0];

describe('a draft with files', () => {
  it('keeps its files past the clean-up, for its owner only, and hands them to the request', async () => {
    const dropped = await t.uploadFile(applicant, { use: 'document' });
    const kept = await t.uploadFile(applicant, { use: 'document' });
    expect((await saveDraft(applicant, answersWith(dropped))).statusCode).toBe(200);
    const saved = await saveDraft(applicant, answersWith(kept));
    expect(saved.statusCode, saved.body).toBe(200);
    await cleanUpLater();

    // Every answer comes back, and the file is still there, for the draft's owner only.
    const pack = (await t.as(applicant).get(`/api/v1/userrequest/service/${serviceId}`)).json().data;
    expect(pack.draft.answers).toEqual(answersWith(kept));
    expect(await status(applicant, `download/${kept}`)).toBe(200);
    expect(await status(applicant, `temp-file/${kept}`)).toBe(200);
    expect(await status(stranger, `download/${kept}`)).toBe(404);
    expect(await status(stranger, `temp-file/${kept}`)).toBe(404);
    // The file the draft no longer holds is released and removed.
    expect(await fileRow(dropped)).toBeUndefined();
    // No one else's draft can take it.
    const taken = await saveDraft(stranger, answersWith(kept));
    expect(taken.statusCode).toBe(400);

    const submitted = await t
      .as(applicant)
      .post('/api/v1/userrequest', { serviceId, answers: { name: 'مریم احمدی', ...answersWith(kept) } });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await fileRow(kept)).toMatchObject({
      ownerResource: 'userrequest',
      ownerId: submitted.json().data.id,
    });
    await cleanUpLater();
    expect(await status(applicant, `download/${kept}`)).toBe(200);
    expect(await status(stranger, `download/${kept}`)).toBe(404);
  });

  it('releases its files when the draft is deleted', async () => {
    const file = await t.uploadFile(applicant, { use: 'document' });
    const saved = await saveDraft(applicant, answersWith(file));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.as(applicant).delete(`/api/v1/tempanswer/${saved.json().data.id}`)).statusCode).toBe(200);
    await cleanUpLater();
    expect(await fileRow(file)).toBeUndefined();
  });

  it("counts a draft's files in the owner's upload quota", async () => {
    const owner = await t.user();
    const note = { use: 'document' as const, name: 'یادداشت.txt', mime: 'text/plain' };
    const held = await t.uploadFile(owner, { ...note, content: Buffer.alloc(8000, 'a') });
    expect((await saveDraft(owner, answersWith(held))).statusCode).toBe(200);
    const more = await t.as(owner).postFile('/api/v1/file/upload/document', Buffer.alloc(4000, 'a'), note);
    expect(more.statusCode).toBe(413);
  });
});
