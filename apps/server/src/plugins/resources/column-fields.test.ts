import { describe, expect, it } from 'vitest';
import { changeLogs, users } from '../../db/schema/index.js';
import { columnFields } from './column-fields.js';

describe('columnFields', () => {
  it('types each field by its column: integer, text, boolean and timestamp', () => {
    expect(columnFields(users, ['id', 'username', 'locked', 'createdAt'])).toEqual({
      id: { column: users.id, type: 'number' },
      username: { column: users.username, type: 'text' },
      locked: { column: users.locked, type: 'boolean' },
      createdAt: { column: users.createdAt, type: 'date' },
    });
  });

  it('refuses a column no filter can compare (JSON)', () => {
    expect(() => columnFields(changeLogs, ['before'])).toThrow(
      'before: not a column a resource can filter on',
    );
  });
});
