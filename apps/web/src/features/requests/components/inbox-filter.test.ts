import { describe, expect, it } from 'vitest';
import { readInboxFilter, requestQueryOf, taskQueryOf, writeInboxFilter } from './inbox-filter';

const read = (query: string) => readInboxFilter(new URLSearchParams(query), 'received');

describe('the inbox filter in the address', () => {
  it('reads the box, page and filters, and falls back on anything malformed', () => {
    expect(read('box=overdue&page=3&service=7&code=12&q=علی&from=2026-03-01&to=2026-03-31')).toEqual({
      box: 'overdue',
      page: 3,
      serviceId: 7,
      state: null,
      trackingCode: '12',
      q: 'علی',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(read('box=nope&page=-2&service=x&from=1405/01/01&state=lost')).toMatchObject({
      box: 'received',
      page: 1,
      serviceId: null,
      state: null,
      from: null,
    });
  });

  it('writes back what it read, leaving the defaults out', () => {
    const query = 'box=claimed&page=2&service=7&code=12&q=%D8%B9%D9%84%DB%8C&from=2026-03-01';
    expect(writeInboxFilter(read(query), 'received').toString()).toBe(query);
    expect(writeInboxFilter(read(''), 'received').toString()).toBe('');
  });

  it('folds typed text the Persian way before asking the server', () => {
    const filter = read(
      `code=${encodeURIComponent('۱۲۳ ۴۵۶-۷۸۹۰')}&q=${encodeURIComponent(' علي\u200cرضا  كريمي ')}`,
    );
    expect(taskQueryOf(filter)).toEqual({
      box: 'received',
      page: 1,
      count: 20,
      trackingCode: '1234567890',
      q: 'علی رضا کریمی',
    });
  });

  it("asks for every request in the Admin's list, with the state", () => {
    expect(requestQueryOf(read('state=completed&service=2'))).toEqual({
      box: 'all',
      page: 1,
      count: 20,
      serviceId: 2,
      state: 'completed',
    });
  });
});
