import { describe, expect, it } from 'vitest';
import { ApiHttpError } from '../../lib/api-client';
import { phaseOf, reportOf } from './upload-sheet';

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
