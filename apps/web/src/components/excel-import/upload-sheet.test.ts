import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importApi, recordApi } from '@darvazeh/shared';
import { ApiHttpError } from '../../lib/api-client';
import { sendJson, startTestServer, type TestServer } from '../../test/http-test-server';
import { phaseOf, reportOf, uploadSheet, type ImportPhase } from './upload-sheet';

function failure(status: number, data: unknown): ApiHttpError {
  return new ApiHttpError(status, data, 'POST', '/api/v1/user/import');
}

describe('phaseOf', () => {
  it.each([
    [
      { loaded: 0, total: 200 },
      { step: 'uploading', percent: 0 },
    ],
    [
      { loaded: 101, total: 200 },
      { step: 'uploading', percent: 51 },
    ],
    [{ loaded: 200, total: 200 }, { step: 'checking' }],
    [{ loaded: 50, total: undefined }, { step: 'checking' }],
  ])('turns %o into %o', (event, phase) => {
    expect(phaseOf(event)).toEqual(phase);
  });
});

describe('reportOf', () => {
  const report = { issues: [{ row: 2, column: 'نام', message: 'نام را وارد کنید.' }], total: 1 };

  it('reads the row-by-row report of a refused import', () => {
    expect(reportOf(failure(400, { success: false, message: 'x', data: report }))).toEqual(report);
  });

  it('is null for a 400 without a report, another status, or no answer', () => {
    expect(reportOf(failure(400, { success: false, message: 'x', data: null }))).toBeNull();
    expect(reportOf(failure(403, { success: false, message: 'x', data: report }))).toBeNull();
    expect(reportOf(new Error('offline'))).toBeNull();
  });
});

describe('uploadSheet', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer((_request, response) =>
      sendJson(response, 200, { success: true, message: null, data: { imported: 3 } }),
    );
  });
  afterAll(() => server.close());

  it('posts the sheet as multipart to a declared import, its path parameters filled in', async () => {
    const phases: ImportPhase[] = [];
    const sheet = new File(['xlsx'], 'users.xlsx');
    await expect(uploadSheet(importApi.userImport, sheet, (phase) => phases.push(phase))).resolves.toEqual({
      imported: 3,
    });
    await uploadSheet(recordApi.import, sheet, () => {}, { collectionId: 7 });
    const [users, records] = server.requests;
    expect([users?.method, users?.url]).toEqual(['POST', '/api/v1/user/import']);
    expect(users?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(users?.body).toContain('filename="users.xlsx"');
    expect(records?.url).toBe('/api/v1/datacollection/7/record/import');
    expect(phases.at(-1)).toEqual({ step: 'checking' });
  });
});
