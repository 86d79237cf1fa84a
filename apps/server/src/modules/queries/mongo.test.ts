import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { collectionRecords } from '../../db/schema/index.js';
import { testApp } from '../../test/test-app.js';
import { buildQueryFixtures, PEOPLE, QUOTED_NAME, type QueryFixtures, refusal } from './queries.fixture.js';
import { repetitionWeight } from './mongo-compiler.js';
import { runMongoQuery } from './queries.service.js';

const t = testApp({ admin: true });
let f: QueryFixtures;

beforeAll(async () => {
  f = await buildQueryFixtures(t);
});

type Doc = Record<string, unknown>;

async function find(filter: unknown, principal = f.admin): Promise<unknown[]> {
  const answer = await runMongoQuery(t.database.db, principal, {
    source: f.people,
    filter,
    pipeline: [{ $sort: { _id: 1 } }],
  });
  return answer.documents.map((d) => d.name);
}

const aggregate = async (pipeline: unknown[], source: number | string = f.people) =>
  (await runMongoQuery(t.database.db, f.admin, { source, pipeline })).documents;

describe('filters', () => {
  it.each([
    ['implicit equality (folded)', { name: 'سارا' }, ['سارا']],
    ['$eq on a number written in Persian digits', { age: { $eq: 25 } }, [QUOTED_NAME]],
    ['$ne matches unanswered fields too', { age: { $ne: 30 } }, [QUOTED_NAME, 'سارا', 'مینا', 'رضا']],
    ['$gt and $lte together', { age: { $gt: 18, $lte: 30 } }, ['علی رضایی', QUOTED_NAME]],
    ['$gte', { age: { $gte: 41 } }, ['سارا']],
    ['$lt on a date', { day: { $lt: '1403/12/30' } }, ['علی رضایی', 'رضا']],
    ['$in', { kind: { $in: [2] } }, [QUOTED_NAME, 'مینا']],
    ['$nin matches unanswered fields too', { kind: { $nin: [1, 2] } }, ['رضا']],
    ['a multi choice holds the value', { tags: 'a' }, ['علی رضایی', QUOTED_NAME]],
    ['$exists', { age: { $exists: false } }, ['مینا']],
    ['null is unanswered', { tags: null }, ['مینا', 'رضا']],
    ['$regex on the answer as written', { name: { $regex: '^O\'Brien \\\\ "q"' } }, [QUOTED_NAME]],
    ['$regex with $options i', { name: { $regex: 'o.BRIEN', $options: 'i' } }, [QUOTED_NAME]],
    [
      '$or and $and',
      { $or: [{ name: 'رضا' }, { $and: [{ kind: 1 }, { age: { $gt: 35 } }] }] },
      ['سارا', 'رضا'],
    ],
    ['a field inside a subform', { city: 'تبریز' }, ['علی رضایی']],
  ])('%s', async (_name, filter, expected) => {
    expect(await find(filter)).toEqual(expected);
  });

  it('matches _id, answers whole records as documents and keeps Employees to their own', async () => {
    const [first] = f.personIds;
    const answer = await runMongoQuery(t.database.db, f.admin, { source: f.people, filter: { _id: first } });
    expect(answer.documents).toEqual([{ _id: first, ...PEOPLE[0]!.data }]);
    expect(await find({}, f.employee)).toEqual(['مینا', 'رضا']);
  });
});

describe('pipelines', () => {
  it('groups, sorts, projects and limits; a $match after $group filters the groups', async () => {
    const docs = await aggregate([
      { $match: { kind: { $exists: true } } },
      {
        $group: {
          _id: '$kind',
          n: { $sum: 1 },
          total: { $sum: '$age' },
          average: { $avg: '$age' },
          first: { $min: '$day' },
          count: { $count: {} },
        },
      },
      { $match: { n: { $gte: 2 }, _id: { $in: [1, 2] } } },
      { $sort: { _id: -1 } },
      { $project: { _id: 0, kind: '$_id', n: 1, total: 1, average: 1, first: 1, count: 1 } },
    ]);
    expect(docs).toEqual([
      { kind: 2, n: 2, total: 25, average: 25, first: '2025-03-20', count: 2 },
      { kind: 1, n: 2, total: 71, average: 35.5, first: '2025-03-19', count: 2 },
    ]);
  });

  it('groups everything under _id null and by compound keys', async () => {
    expect(
      await aggregate([{ $group: { _id: null, people: { $sum: 1 }, oldest: { $max: '$age' } } }]),
    ).toEqual([{ _id: null, people: 5, oldest: 41 }]);
    const docs = await aggregate([
      { $match: { kind: 1 } },
      { $group: { _id: { kind: '$kind', name: '$name' }, n: { $sum: 1 } } },
      { $sort: { n: -1 } },
      { $limit: 1 },
    ]);
    expect(docs).toHaveLength(1);
    expect((docs[0] as Doc)._id).toEqual({ kind: 1, name: expect.any(String) });
  });

  it('sorts and limits before a $match by wrapping, as Mongo reads the stages in order', async () => {
    const docs = await aggregate([
      { $sort: { age: -1 } },
      { $limit: 2 },
      { $match: { kind: 1 } },
      { $project: { name: 1 } },
    ]);
    expect(docs).toEqual([
      { _id: f.personIds[2], name: 'سارا' },
      { _id: f.personIds[0], name: 'علی رضایی' },
    ]);
  });

  it('reads a system collection (Admins only) and answers its public fields', async () => {
    const docs = await aggregate(
      [{ $match: { username: f.employeeUser.username } }, { $project: { _id: 0, username: 1, locked: 1 } }],
      'users',
    );
    expect(docs).toEqual([{ username: f.employeeUser.username, locked: false }]);
    const whole = await aggregate([{ $match: { _id: f.employee.id } }], 'users');
    expect(Object.keys(whole[0] as Doc).sort()).toEqual(
      ['_id', 'createdAt', 'email', 'firstName', 'lastName', 'locked', 'mobile', 'username'].sort(),
    );
    const forbidden = await refusal(() =>
      runMongoQuery(t.database.db, f.employee, { source: 'users', filter: {} }),
    );
    expect(forbidden).toEqual({ status: 403, message: 'شما دسترسی کافی ندارید.' });
  });

  it('answers at most the row cap and says it truncated', async () => {
    const answer = await runMongoQuery(t.database.db, f.admin, { source: f.people }, { rowCap: 2 });
    expect([answer.documents.length, answer.truncated]).toEqual([2, true]);
  });
});

describe('outside the subset', () => {
  const cases: [string, unknown, string][] = [
    [
      'a bad source',
      { source: 0, filter: {} },
      'پرس‌وجوی Mongo باید شیئی با منبع (source) و فیلتر (filter) یا مراحل (pipeline) باشد.',
    ],
    [
      'an unknown filter operator',
      { filter: { $where: 'sleep(1000)' } },
      'عملگر $where در زیرمجموعه پشتیبانی‌شده Mongo نیست.',
    ],
    [
      'an unknown field operator',
      { filter: { name: { $elemMatch: {} } } },
      'عملگر $elemMatch در زیرمجموعه پشتیبانی‌شده Mongo نیست.',
    ],
    [
      'a prototype key as operator',
      { filter: { name: { $constructor: 1, toString: 1 } } },
      'عملگر $constructor در زیرمجموعه پشتیبانی‌شده Mongo نیست.',
    ],
    [
      'an unknown stage',
      { pipeline: [{ $lookup: {} }] },
      'مرحله $lookup در زیرمجموعه پشتیبانی‌شده Mongo نیست.',
    ],
    [
      'a stage named like a prototype key',
      { pipeline: [{ constructor: {} }] },
      'مرحله constructor در زیرمجموعه پشتیبانی‌شده Mongo نیست.',
    ],
    [
      'a stage of two keys',
      { pipeline: [{ $match: {}, $limit: 1 }] },
      'هر مرحله Mongo شیئی با یک کلید (مانند $match) است.',
    ],
    ['an unknown field', { filter: { nope: 1 } }, 'فیلد «nope» در منبع «{people}» تعریف نشده است.'],
    [
      'a back reference',
      { filter: { name: { $regex: '(a)\\1' } } },
      'ارجاع به گروه‌ها، نگاه به پیش و پس و گزینه‌های درون الگو در عبارت باقاعده پشتیبانی نمی‌شود.',
    ],
    [
      'a lookahead',
      { filter: { name: { $regex: 'a(?=b)' } } },
      'ارجاع به گروه‌ها، نگاه به پیش و پس و گزینه‌های درون الگو در عبارت باقاعده پشتیبانی نمی‌شود.',
    ],
    [
      'embedded options',
      { filter: { name: { $regex: '(?i)a' } } },
      'ارجاع به گروه‌ها، نگاه به پیش و پس و گزینه‌های درون الگو در عبارت باقاعده پشتیبانی نمی‌شود.',
    ],
    [
      'nested bounded repetitions past 1,000',
      { filter: { name: { $regex: '(a{255}){255}' } } },
      'تکرارهای تودرتوی عبارت باقاعده بیش از ۱٬۰۰۰ بار مجاز نیست.',
    ],
    [
      'a long pattern',
      { filter: { name: { $regex: 'a'.repeat(201) } } },
      'الگوی عبارت باقاعده حداکثر ۲۰۰ نویسه است.',
    ],
    [
      'an unsupported option',
      { filter: { name: { $regex: 'a', $options: 'x' } } },
      'از گزینه‌های عبارت باقاعده فقط i (بی‌توجه به بزرگی و کوچکی حروف) پشتیبانی می‌شود.',
    ],
    [
      'a pattern PostgreSQL refuses',
      { filter: { name: { $regex: '(' } } },
      'الگوی عبارت باقاعده معتبر نیست.',
    ],
    [
      '$regex on a number field',
      { filter: { age: { $regex: '3' } } },
      'عملگر $regex برای فیلد «سن» به کار نمی‌رود.',
    ],
    ['$gt on text', { filter: { name: { $gt: 'a' } } }, 'عملگر gt برای فیلد «نام» به کار نمی‌رود.'],
    [
      '21 stages',
      { pipeline: Array.from({ length: 21 }, () => ({ $limit: 5 })) },
      'حداکثر ۲۰ مرحله در یک پرس‌وجوی Mongo مجاز است.',
    ],
    [
      'a projection that excludes',
      { pipeline: [{ $project: { name: 0 } }] },
      'در $project فقط 1 یا true (آوردن فیلد)، 0 برای _id و «$نام» (تغییر نام) مجاز است.',
    ],
    [
      '$push',
      { pipeline: [{ $group: { _id: null, all: { $push: '$name' } } }] },
      'عملگر $push در زیرمجموعه پشتیبانی‌شده Mongo نیست.',
    ],
    [
      'a name the previous stage did not answer',
      { pipeline: [{ $group: { _id: '$kind', n: { $sum: 1 } } }, { $match: { name: 'x' } }] },
      '«name» در خروجی مرحله پیشین نیست.',
    ],
    ['a negative limit', { pipeline: [{ $limit: -1 }] }, 'مقدار $limit باید عددی صحیح و مثبت باشد.'],
  ];

  it.each(cases)('refuses %s with a Persian 400', async (_name, query, message) => {
    const input = { source: f.people, ...(query as object) };
    expect(await refusal(() => runMongoQuery(t.database.db, f.admin, input))).toEqual({
      status: 400,
      message: message.replace('{people}', String(f.people)),
    });
  });

  it('refuses prototype keys that arrive in JSON as plain unknown names', async () => {
    for (const text of ['{"__proto__": {"$gt": 1}}', '{"constructor": 1}']) {
      const filter: unknown = JSON.parse(text);
      const { status } = await refusal(() =>
        runMongoQuery(t.database.db, f.admin, { source: f.people, filter }),
      );
      expect(status).toBe(400);
    }
    const group: unknown = JSON.parse('{"$group": {"_id": null, "__proto__": {"$sum": 1}}}');
    expect(
      await refusal(() => runMongoQuery(t.database.db, f.admin, { source: f.people, pipeline: [group] })),
    ).toEqual({ status: 400, message: 'نام «__proto__» در پرس‌وجوی Mongo معتبر نیست.' });
  });

  it('refuses filters past 100 conditions or 8 levels', async () => {
    const message = 'فیلتر Mongo حداکثر ۱۰۰ شرط و ۸ سطح تودرتو می‌پذیرد.';
    const wide = { $or: Array.from({ length: 101 }, (_, i) => ({ name: `n${i}` })) };
    let deep: unknown = { name: 'x' };
    for (let i = 0; i < 8; i += 1) deep = { $and: [deep] };
    for (const filter of [wide, deep]) {
      expect(
        await refusal(() => runMongoQuery(t.database.db, f.admin, { source: f.people, filter })),
      ).toEqual({
        status: 400,
        message,
      });
    }
  });

  // A backtracking engine would take exponential time on these: on PostgreSQL the statement timeout would
  // cancel the query (a refusal, not []), and PGlite, which cannot cancel, would hang until the test's
  // timeout. So finishing with [] is the proof, without a stopwatch that measured the machine too.
  it('runs a catastrophic pattern against a long answer without hitting the statement timeout', async () => {
    const long = `${'a'.repeat(30_000)}!`;
    const [row] = await t.database.db
      .insert(collectionRecords)
      .values({ collectionId: f.people, creatorId: t.admin.id, data: { name: long }, keys: { name: 'long' } })
      .returning({ id: collectionRecords.id });
    try {
      for (const pattern of ['(a+)+$', '^(a|aa)+$', '(a*)*b', '^(a|a?)+$', '(a{30}){30}!!', '(.*a){20}$']) {
        expect(await find({ name: { $regex: pattern } })).toEqual([]);
      }
    } finally {
      await t.database.db.delete(collectionRecords).where(eq(collectionRecords.id, row!.id));
    }
  });
});

describe('repetitionWeight', () => {
  it.each([
    ['(a{255}){255}', 65_025],
    ['((a{16}){16}){16}', 4096],
    ['a{255}', 255],
    ['x{2}(y{3})z', 3],
    ['(a{10}|b{200}){2}', 400],
    ['ab{3,}', 3],
    ['[a{]{100}', 100],
    ['[[:alpha:]{]{5}', 5],
    ['\\{1000}', 1],
    ['(a*)*', 1],
  ])('weighs %s as %i', (pattern, weight) => {
    expect(repetitionWeight(pattern)).toBe(weight);
  });
});
