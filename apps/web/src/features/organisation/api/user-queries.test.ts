import { describe, expect, it } from 'vitest';
import { emptyUserFilter, USERS_PAGE_SIZE, userFilterBody, type UserFilter } from './user-queries';

describe('userFilterBody', () => {
  it.each<[string, Partial<UserFilter>, Record<string, unknown>]>([
    ['an empty bar', {}, {}],
    ['blank text', { lastName: '   ', username: '' }, {}],
    ['a last name, trimmed', { lastName: ' رضایی ' }, { lastName: { op: 'like', value: 'رضایی' } }],
    [
      'every text field',
      { lastName: 'a', firstName: 'b', username: 'c' },
      {
        lastName: { op: 'like', value: 'a' },
        firstName: { op: 'like', value: 'b' },
        username: { op: 'like', value: 'c' },
      },
    ],
    ['a role', { roleId: 3 }, { roleId: { op: 'eq', value: 3 } }],
    ['a unit', { unit: { id: 7, name: 'دانشکده فنی' } }, { unitId: { op: 'eq', value: 7 } }],
    ['locked users', { locked: 'locked' }, { locked: { op: 'eq', value: true } }],
    ['active users', { locked: 'active' }, { locked: { op: 'eq', value: false } }],
  ])('maps %s', (_name, filter, expected) => {
    const body = userFilterBody({ ...emptyUserFilter, ...filter }, 1);
    expect(body.filters).toEqual(expected);
  });

  it('asks for the page with ten rows, newest first', () => {
    expect(userFilterBody(emptyUserFilter, 4)).toMatchObject({
      page: 4,
      count: USERS_PAGE_SIZE,
      sort: { field: 'id', dir: 'desc' },
    });
    expect(USERS_PAGE_SIZE).toBe(10);
  });
});
