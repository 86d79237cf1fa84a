import { describe, expect, it } from 'vitest';
import { starterProcess, type ServiceItem } from '@darvazeh/shared';
import { parseWholeNumber, showWholeNumber } from './components/number-field';
import { servicePageBody } from './api/service-queries';
import { bodyOfDraft, draftOfItem, emptyService, getAt, serviceDraftSchema, setAt } from './service-draft';

describe('the service designer’s draft', () => {
  it('starts a new service at every SPEC §3 default, filed under the sub category of the address', () => {
    const draft = emptyService([7]);
    expect(draft).toMatchObject({
      serviceFname: '',
      serviceEname: '',
      categories: [7],
      registeredStatus: 'registered',
      enabled: true,
      collectionMode: { mapToExisting: false, collectionId: null },
      options: {
        isApi: false,
        method: 'get',
        format: 'json',
        requestBodyType: 'raw',
        auth: 'jwt',
        origins: [],
        ips: [],
        mapInputs: 'id',
      },
      serviceLicense: { g2C: true, g2B: false, g2G: false, hakemiyate: false, tasadiGari: false },
      desk: { requiredDocuments: [], durationDays: null, costRials: null },
    });
    expect(draft.process).toEqual(starterProcess());
    expect('version' in draft).toBe(false);
  });

  it('reads a stored service over the defaults, without the server’s fields, laid out when drawn nowhere', () => {
    const stored = {
      ...emptyService([3]),
      id: 9,
      serviceFname: 'صدور گواهی',
      serviceEname: 'certificate',
      helpFileLink: null,
      version: 2,
      publishedVersion: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      createdAtJalali: '۱۴۰۴/۱۰/۱۱',
      process: {
        ...starterProcess(),
        nodes: starterProcess().nodes.map((n) => ({ ...n, position: { x: 5, y: 5 } })),
      },
    } as unknown as ServiceItem;
    const draft = draftOfItem(stored);
    expect(draft.serviceFname).toBe('صدور گواهی');
    for (const key of ['id', 'version', 'publishedVersion', 'createdAt', 'createdAtJalali'])
      expect(key in draft).toBe(false);
    expect(draft.process.nodes.map((n) => n.position.x)).toEqual([0, -240, -480]);
  });

  it('keys the shared schema’s messages by each field’s whole path, in Persian', () => {
    const draft = setAt(setAt(emptyService([]), 'serviceFname', 'خدمت'), 'serviceEname', '1bad');
    const result = serviceDraftSchema.safeParse(
      setAt(setAt(draft, 'prerequisites.count.openPerUser', 5), 'prerequisites.count.possiblePerUser', 2),
    );
    const errors = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(errors).toEqual({
      serviceEname: expect.stringContaining('نام انگلیسی خدمت') as string,
      categories: 'دست‌کم یک دسته برای خدمت برگزینید.',
      'prerequisites.count.openPerUser': 'تعداد درخواست‌های باز نمی‌تواند از کل درخواست‌های مجاز بیشتر باشد.',
    });
  });

  it('leaves the process’s problems to the process editor, and passes a complete draft', () => {
    const draft = { ...emptyService([1]), serviceFname: 'خدمت', serviceEname: 'svc' };
    expect(serviceDraftSchema.safeParse({ ...draft, process: { nodes: [], edges: [] } }).success).toBe(true);
    expect(serviceDraftSchema.safeParse(draft).success).toBe(true);
  });

  it('says «outside the system» needs its address, under that field', () => {
    const draft = setAt(
      { ...emptyService([1]), serviceFname: 'خدمت', serviceEname: 'svc' },
      'performService.outSource',
      true,
    );
    const issues = serviceDraftSchema.safeParse(draft).error?.issues ?? [];
    expect(issues.map((i) => i.path[0])).toEqual(['performService.link']);
  });

  it('trims names and drops blank list entries from the body', () => {
    const draft = {
      ...emptyService([1]),
      serviceFname: '  خدمت ',
      tags: ['آموزش', ' '],
      desk: { ...emptyService([1]).desk, requiredDocuments: ['کارت دانشجویی', ''] },
      options: { ...emptyService([1]).options, origins: ['https://a.example', ''] },
    };
    const body = bodyOfDraft(draft);
    expect(body.serviceFname).toBe('خدمت');
    expect(body.tags).toEqual(['آموزش']);
    expect(body.desk.requiredDocuments).toEqual(['کارت دانشجویی']);
    expect(body.options.origins).toEqual(['https://a.example']);
  });

  it('changes a value by its dotted path, lists by index, copying only what is along the path', () => {
    const draft = { ...emptyService([1]), variables: [{ name: 'الف', value: '1' }] };
    const next = setAt(draft, 'variables.0.value', '2');
    expect(Array.isArray(next.variables)).toBe(true);
    expect(next.variables).toEqual([{ name: 'الف', value: '2' }]);
    expect(next.desk).toBe(draft.desk);
    expect(getAt(next, 'variables.0.value')).toBe('2');
    expect(getAt(setAt(draft, 'desk.costRials', 0), 'desk.costRials')).toBe(0);
  });
});

describe('whole numbers typed and shown', () => {
  it.each([
    ['', null],
    ['۱۲۳', 123],
    ['1,500,000', 1_500_000],
    ['۱٬۵۰۰٬۰۰۰', 1_500_000],
    ['۱۲a', Number.NaN],
    ['-3', Number.NaN],
  ])('reads %j as %s', (typed, expected) => {
    expect(parseWholeNumber(typed)).toBe(expected);
  });

  it('shows amounts in Persian digits grouped in threes', () => {
    expect(showWholeNumber(1_500_000, true)).toBe('۱٬۵۰۰٬۰۰۰');
    expect(showWholeNumber(15, false)).toBe('۱۵');
    expect(showWholeNumber(null, true)).toBe('');
  });
});

describe('the basket’s requests', () => {
  it('filters services by the chosen categories and a name search', () => {
    expect(servicePageBody({ categoryIds: [2, 5], search: ' گواهی ', page: 2 })).toEqual({
      filters: { categoryId: { op: 'in', value: [2, 5] }, serviceFname: { op: 'like', value: 'گواهی' } },
      page: 2,
      count: 10,
      sort: { field: 'id', dir: 'desc' },
    });
  });
});
