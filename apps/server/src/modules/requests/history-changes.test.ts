import { describe, expect, it } from 'vitest';
import { filePathKey, formField, type FormField } from '@darvazeh/shared';
import { requestMessages } from '../../messages/index.js';
import { changesOf } from './history-changes.js';

const FILE_ID = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const fields = new Map<string, FormField>(
  [
    { id: 'grade', fname: 'معدل', ename: 'grade', type: 'text' },
    { id: FILE_ID, fname: 'کارنامه', ename: 'transcript', type: 'file' },
  ].map((f) => [f.id, formField.parse(f)]),
);

describe('changesOf (a history entry told to people)', () => {
  it('tells a replaced file under its field, never the raw `{id}-path` key', () => {
    const changes = changesOf({ [filePathKey(FILE_ID)]: ['uploads/old.pdf', 'uploads/new.pdf'] }, fields);
    expect(changes).toEqual([
      { field: 'کارنامه', before: requestMessages.earlierFile, after: requestMessages.newFile },
    ]);
  });

  it('tells a file once when its name changed with it, and a first file as new', () => {
    const changes = changesOf(
      { [FILE_ID]: ['', 'کارنامه.pdf'], [filePathKey(FILE_ID)]: [null, 'uploads/new.pdf'] },
      fields,
    );
    expect(changes).toEqual([{ field: 'کارنامه', before: '—', after: 'کارنامه.pdf' }]);
    expect(changesOf({ [filePathKey(FILE_ID)]: [null, 'uploads/new.pdf'] }, fields)).toEqual([
      { field: 'کارنامه', before: '—', after: requestMessages.newFile },
    ]);
  });

  it('leaves out keys of no field, and shows digits as the page does', () => {
    const changes = changesOf({ 'display-sub': [false, true], grade: ['12', '19'] }, fields);
    expect(changes).toEqual([{ field: 'معدل', before: '۱۲', after: '۱۹' }]);
  });
});
