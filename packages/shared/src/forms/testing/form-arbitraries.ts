// Test support, never shipped: fast-check arbitraries of VALID form definitions (they pass
// `formDefinitionError`) and of answers to them that are sometimes valid, sometimes missing required values
// and sometimes of the wrong type. Used by the Node property test (form-check.property.test.ts) and by the
// Node-versus-Chromium parity journey (e2e/tests/form-check-parity.spec.ts).
//
// Not exported from the package entry and excluded from the build (tsconfig.build.json), so no app imports it.
import fc from 'fast-check';
import { toPersianDigits } from '../../rules/digits.js';
import type { FlowFunction } from '../../flow/model/function-schema.js';
import { displayKey, filePathKey } from '../answers.js';
import {
  CHOICE_TYPES,
  DISPLAY_TYPES,
  FIELD_FORMATS,
  FIELD_TYPES,
  type DisplayType,
  type FieldFormat,
  type FieldOption,
  type FieldType,
  type FormDefinition,
  type FormField,
  type FormTab,
} from '../form-definition.js';

/** The seed of every generated run, so Node and the browser see the same cases and failures replay. */
export const FORM_PROPERTY_SEED = 20_260_522;

/** How a case's answers are drawn: every answer acceptable, or each field valid, empty or wrong at random. */
export type AnswerMode = 'valid' | 'mixed';

/** A generated case: a valid definition and answers to it. */
export interface FormCase {
  mode: AnswerMode;
  definition: FormDefinition;
  answers: unknown;
}

type Answers = Record<string, unknown>;

const CONTAINER_TYPES: readonly FieldType[] = ['table', 'subform', 'expansion'];

// ---------------------------------------------------------------- digits and sample values

const ARABIC_INDIC_ZERO = 0x0660;
const toArabicDigits = (text: string): string =>
  text.replace(/[0-9]/g, (d) => String.fromCharCode(ARABIC_INDIC_ZERO + Number(d)));

/** The same text with its digits Latin, Persian or Arabic-Indic. */
const anyDigits = (text: string): fc.Arbitrary<string> =>
  fc.constantFrom(text, toPersianDigits(text), toArabicDigits(text));

const digitString = (length: number, digits = '0123456789'): fc.Arbitrary<string> =>
  fc.array(fc.constantFrom(...digits), { minLength: length, maxLength: length }).map((list) => list.join(''));

/** A national ID with a correct check digit (not ten equal digits). */
const nationalIdArb = digitString(9)
  .filter((head) => !/^(\d)\1{8}$/.test(head))
  .map((head) => {
    const sum = [...head].reduce((total, d, i) => total + Number(d) * (10 - i), 0);
    const rest = sum % 11;
    return `${head}${rest < 2 ? rest : 11 - rest}`;
  })
  .filter((id) => !/^(\d)\1{9}$/.test(id));

/** Remainder modulo 97 of a long digit string. */
const mod97 = (digits: string): number => [...digits].reduce((rest, d) => (rest * 10 + Number(d)) % 97, 0);

/** A Sheba number whose two check digits pass ISO 7064 MOD 97-10. */
const shebaArb = digitString(22).map((bban) => {
  const check = String(98 - mod97(`${bban}182700`)).padStart(2, '0');
  return `IR${check}${bban}`;
});

const postalCodeArb = fc
  .tuple(digitString(4, '13456789'), digitString(1, '134679'), digitString(5, '013456789'))
  .filter(([head]) => !/^(\d)\1{3}$/.test(head))
  .map(([a, b, c]) => `${a}${b}${c}`);

const mobileArb = fc
  .tuple(fc.constantFrom('0', '+98', '0098', ''), digitString(9))
  .map(([prefix, rest]) => `${prefix}9${rest}`);

/** Valid text for each format, digits in any form. */
const VALID_FORMAT_TEXT: Record<FieldFormat, fc.Arbitrary<string | number>> = {
  nationalId: nationalIdArb.chain(anyDigits),
  mobile: mobileArb.chain(anyDigits),
  postalCode: postalCodeArb.chain(anyDigits),
  sheba: shebaArb.chain(anyDigits),
  persianLetters: fc.constantFrom('سلام', 'علی رضایی', 'كتاب عربي', 'می‌شود', 'لطفاً'),
  email: fc.constantFrom('a@b.ir', 'user.name@example.com', 'x_y+z@sub.ut.ac.ir'),
  number: fc.oneof(
    fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n / 100),
    fc.constantFrom('12', '-3.5', '.5', '+7').chain(anyDigits),
    fc.constant('۱۲٫۵'),
  ),
  integer: fc.oneof(
    fc.integer({ min: -1_000_000, max: 1_000_000 }),
    fc.constantFrom('12', '-7', '+0', '2026').chain(anyDigits),
  ),
};

/** Text each format refuses. */
const WRONG_FORMAT_TEXT: Record<FieldFormat, readonly string[]> = {
  nationalId: ['0499370898', '1111111111', '123', '۰۴۹۹۳۷۰۸۹۸'],
  mobile: ['0812345678', '0912', '۰۸۱۲۳۴۵۶۷۸۹'],
  postalCode: ['0000000000', '1111111111', '12345'],
  sheba: ['IR000000000000000000000000', 'DE123', 'IR12'],
  persianLetters: ['abc', 'سلام1', '!'],
  email: ['a@', 'نامه@x', 'a b@c.d'],
  number: ['12a', '1.2.3', '۱۲x'],
  integer: ['1.5', 'x', '۱٫۵'],
};

const plainTextArb = fc.oneof(
  fc.constantFrom('سلام', 'دانشگاه تهران', 'Ali', ' متن با فاصله ', '۱۲۳', 'كي'),
  fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== ''),
);

/** A real Jalali day, typed with any separator, padding and digits, or an ISO day or datetime. */
const validDateArb: fc.Arbitrary<string> = fc.oneof(
  fc
    .record({
      jy: fc.integer({ min: 1300, max: 1500 }),
      jm: fc.integer({ min: 1, max: 12 }),
      jd: fc.integer({ min: 1, max: 29 }),
      separator: fc.constantFrom('/', '-', '.'),
      pad: fc.boolean(),
    })
    .map(({ jy, jm, jd, separator, pad }) => {
      const two = (n: number) => (pad ? String(n).padStart(2, '0') : String(n));
      return [String(jy), two(jm), two(jd)].join(separator);
    })
    .chain(anyDigits),
  fc.constantFrom('2026-11-22', '2024-02-29', '2026-11-22T10:00:00Z', '2026-11-22T13:30:00.5+03:30'),
);

const wrongDateArb: fc.Arbitrary<unknown> = fc.constantFrom(
  '1405/13/01',
  '1403/12/31',
  '۱۴۰۵/۰۰/۱۰',
  '2026-02-30',
  'فردا',
  '1405/1/1/1',
  1405,
  true,
  { jy: 1405 },
);

/** A point on the map: an object or a pair, numbers or number text in any digits. */
const validMapArb: fc.Arbitrary<unknown> = fc
  .tuple(
    fc.integer({ min: -9000, max: 9000 }).map((n) => n / 100),
    fc.integer({ min: -18000, max: 18000 }).map((n) => n / 100),
    fc.constantFrom('object', 'pair', 'text'),
  )
  .chain(([lat, lng, shape]): fc.Arbitrary<unknown> => {
    if (shape === 'object') return fc.constant({ lat, lng });
    if (shape === 'pair') return fc.constant([lat, lng]);
    return fc.tuple(anyDigits(String(lat)), anyDigits(String(lng))).map(([a, b]) => ({ lat: a, lng: b }));
  });

const wrongMapArb: fc.Arbitrary<unknown> = fc.constantFrom(
  [95, 10],
  [10, 181],
  { lat: 'x', lng: 1 },
  { lat: ' ', lng: '' },
  [1],
  [1, 2, 3],
  'تهران',
  true,
  7,
);

/** A JSON value of no type any field accepts (objects are refused by every plain field). */
const foreignArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom({ a: 1 }, { id: 'o0' }, [{ x: 1 }], true, 42, 'zz-unknown'),
  fc.jsonValue({ maxDepth: 2 }),
);

// ---------------------------------------------------------------- definitions

interface Draft {
  type: FieldType;
  required: boolean;
  nested: FormField[];
  tabs: FormField[][];
  displayType: DisplayType | undefined;
  format: FieldFormat | undefined;
  options: FieldOption[];
  source: 'options' | 'sourceId' | 'queryId' | 'both';
  extras: Partial<FormField>;
}

const optionArb: fc.Arbitrary<FieldOption[]> = fc
  .array(fc.constantFrom('string', 'number', 'persian'), { minLength: 1, maxLength: 4 })
  .map((kinds) =>
    kinds.map((kind, i) => {
      if (kind === 'number') return { id: i + 1, fname: `گزینه ${toPersianDigits(i + 1)}` };
      if (kind === 'persian') return { id: toPersianDigits(i + 1), fname: `گزینه ${toPersianDigits(i + 1)}` };
      return { id: `o${i}`, fname: `گزینه ${i}` };
    }),
  );

const extrasArb: fc.Arbitrary<Partial<FormField>> = fc.record(
  {
    hideInTable: fc.boolean(),
    label: fc.constantFrom('راهنما', 'این فیلد را با دقت پر کنید.'),
    fnamePath: fc.constant('fname'),
    chartType: fc.constantFrom('bar', 'pie', 'line'),
  },
  { requiredKeys: [] },
);

/** A field draft whose nested field lists go at most `depth` levels further. */
function draftArb(depth: number): fc.Arbitrary<Draft> {
  const nested = depth > 0 ? fieldListArb(depth - 1, 4) : fc.constant<FormField[]>([]);
  const none = fc.constant<FormField[]>([]);
  return fc.constantFrom(...FIELD_TYPES).chain((type) =>
    fc.record({
      type: fc.constant(type),
      required: fc.boolean(),
      nested: type === 'table' || type === 'subform' ? nested : none,
      tabs: type === 'expansion' ? fc.array(nested, { minLength: 1, maxLength: 3 }) : fc.constant([]),
      displayType: fc.option(fc.constantFrom(...DISPLAY_TYPES), { nil: undefined, freq: 5 }),
      format: fc.option(fc.constantFrom(...FIELD_FORMATS), { nil: undefined, freq: 2 }),
      options: optionArb,
      source: fc.constantFrom('options', 'options', 'options', 'sourceId', 'queryId', 'both'),
      extras: extrasArb,
    }),
  );
}

/** Builds the field a draft describes, with what its type needs to be valid (ids are set by `renumber`). */
function fieldOf(draft: Draft): FormField {
  const { type } = draft;
  const field: FormField = {
    id: 'x',
    fname: 'x',
    ename: 'x',
    type,
    required: draft.required,
    ...draft.extras,
  };
  if (type === 'text' && draft.format) field.format = draft.format;
  if (CHOICE_TYPES.includes(type) || type === 'checkbox') {
    const drawn = CHOICE_TYPES.includes(type) && draft.source !== 'options';
    if (!drawn || draft.source === 'both') field.options = draft.options;
    if (drawn && draft.source !== 'queryId') field.sourceId = 7;
    if (drawn && draft.source !== 'sourceId') field.queryId = 'q1';
    // A checkbox is a single tick unless it has options.
    if (type === 'checkbox' && draft.source !== 'options') delete field.options;
  }
  if (type === 'table' || type === 'subform') {
    field.subform = { formFields: draft.nested, functions: [] };
    if (type === 'subform' && draft.displayType)
      field.subform.triggerDisplay = { displayType: draft.displayType };
    if (type === 'table' && draft.displayType === 'popup')
      field.subform.triggerDisplay = { displayType: 'popup' };
  }
  if (type === 'expansion') {
    field.tabs = draft.tabs.map((formFields, i) => ({
      id: `tab${i}`,
      name: `زبانه ${i}`,
      formInfo: { formFields },
    }));
  }
  return field;
}

function fieldListArb(depth: number, maxLength: number): fc.Arbitrary<FormField[]> {
  return fc.array(draftArb(depth).map(fieldOf), { minLength: 0, maxLength });
}

/** Gives every field a unique id, ename and Persian name, depth first, so the definition is valid. */
function renumber(definition: FormDefinition): FormDefinition {
  let next = 0;
  const walk = (fields: FormField[]): FormField[] =>
    fields.map((field) => {
      const n = next++;
      const id = n % 3 === 0 ? `f${n}` : n % 3 === 1 ? `F_${n}` : `f-${n}`;
      const renamed: FormField = { ...field, id, ename: `e_${n}`, fname: `فیلد ${toPersianDigits(n)}` };
      if (field.subform) renamed.subform = { ...field.subform, formFields: walk(field.subform.formFields) };
      if (field.tabs) {
        renamed.tabs = field.tabs.map((tab): FormTab => ({
          ...tab,
          formInfo: { formFields: walk(tab.formInfo.formFields) },
        }));
      }
      return renamed;
    });
  return { ...definition, formFields: walk(definition.formFields) };
}

/** A valid form definition: up to three levels of fields, every type, with steps and the confirm step. */
export const formDefinitionArb: fc.Arbitrary<FormDefinition> = fc
  .record(
    {
      formFields: fieldListArb(2, 8),
      formSteps: fc
        .array(fc.integer({ min: 1, max: 9 }), { maxLength: 3 })
        .map((steps) => steps.map((s, i) => ({ id: `step${i}`, name: `گام ${toPersianDigits(s)}` }))),
      functions: fc.constant<FlowFunction[]>([]),
      hasConfirmStep: fc.boolean(),
    },
    { requiredKeys: ['formFields'] },
  )
  .map(renumber);

// ---------------------------------------------------------------- answers

/** What one field's answer is drawn as. */
type Quality = 'valid' | 'empty' | 'wrong';

const qualityArb = (mode: AnswerMode, field: FormField): fc.Arbitrary<Quality> => {
  // Valid containers always hold answers: an empty one still checks its required inner fields.
  const required = field.required === true || CONTAINER_TYPES.includes(field.type);
  if (mode === 'valid')
    return required ? fc.constant('valid') : fc.constantFrom<Quality>('valid', 'valid', 'empty');
  return fc.oneof(
    { arbitrary: fc.constant<Quality>('valid'), weight: 12 },
    { arbitrary: fc.constant<Quality>('empty'), weight: 3 },
    { arbitrary: fc.constant<Quality>('wrong'), weight: 2 },
  );
};

/** The empty forms an answer takes: absent (undefined), null, blank text or an empty list. */
const emptyArb: fc.Arbitrary<unknown> = fc.constantFrom(undefined, undefined, null, '', '  ', []);

/** Entries for one field, merged into its level's answers (file paths and display flags sit beside the value). */
function fieldAnswerArb(field: FormField, mode: AnswerMode): fc.Arbitrary<Answers> {
  const at = (value: fc.Arbitrary<unknown>) =>
    value.map((v): Answers => (v === undefined ? {} : { [field.id]: v }));
  return qualityArb(mode, field).chain((quality) => {
    switch (field.type) {
      case 'file':
      case 'image':
        return fileAnswerArb(field, quality);
      case 'subform':
        return subformAnswerArb(field, mode, quality);
      case 'table':
        return at(tableAnswerArb(field, mode, quality));
      case 'expansion':
        return at(expansionAnswerArb(field, mode, quality));
      default:
        if (quality === 'empty')
          return at(field.type === 'checkbox' ? fc.constantFrom(false, undefined, []) : emptyArb);
        return at(quality === 'valid' ? validValueArb(field) : wrongValueArb(field));
    }
  });
}

/** An acceptable, non-empty answer of a plain field. */
function validValueArb(field: FormField): fc.Arbitrary<unknown> {
  const optionIds = (field.options ?? []).map((option) => option.id);
  const drawn = field.sourceId != null || field.queryId != null;
  const optionArbOf = (): fc.Arbitrary<string | number> =>
    optionIds.length
      ? fc
          .constantFrom(...optionIds)
          .chain((id) => (typeof id === 'number' ? fc.constantFrom(id, String(id)) : anyDigits(id)))
      : fc.constantFrom('src-1', 12);
  switch (field.type) {
    case 'text':
      return field.format ? VALID_FORMAT_TEXT[field.format] : plainTextArb;
    case 'richText':
      return fc.constantFrom('<p>سلام</p>', '<p><strong>مهم</strong></p>', 'متن ساده');
    case 'date':
      return validDateArb;
    case 'checkbox':
      return optionIds.length
        ? fc.oneof(fc.constant(true), fc.array(optionArbOf(), { minLength: 1, maxLength: 3 }))
        : fc.constant(true);
    case 'map':
      return validMapArb;
    default:
      if (CHOICE_TYPES.includes(field.type)) {
        const single = optionArbOf();
        const multi = (['multiselect', 'multiautocomplete', 'multilistbox'] as FieldType[]).includes(
          field.type,
        );
        if (!optionIds.length && !drawn) return fc.constant(undefined);
        return multi ? fc.array(single, { minLength: 1, maxLength: 3 }) : single;
      }
      // Display-only types carry no answer; whatever a crafted request sends is ignored.
      return fc.oneof(fc.constant(undefined), foreignArb);
  }
}

/** An answer of the wrong type or outside the field's options or format. */
function wrongValueArb(field: FormField): fc.Arbitrary<unknown> {
  switch (field.type) {
    case 'text':
      return field.format
        ? fc.oneof(fc.constantFrom(...WRONG_FORMAT_TEXT[field.format]), foreignArb)
        : fc.oneof(fc.constantFrom({ a: 1 }, ['x'], 12, true), foreignArb);
    case 'richText':
      return fc.constantFrom({ html: '<p>x</p>' }, 5, false);
    case 'date':
      return wrongDateArb;
    case 'map':
      return wrongMapArb;
    case 'checkbox':
      return fc.constantFrom('yes', 1, ['zz-unknown'], { on: true });
    default:
      if (CHOICE_TYPES.includes(field.type)) {
        return fc.constantFrom('zz-unknown', { id: 'o0' }, ['zz-unknown'], [{ id: 1 }], true, 99);
      }
      return foreignArb;
  }
}

/** `{id}` holds the chosen file's name, `{id}-path` the uploaded path: uploaded, chosen only, or a bad path. */
function fileAnswerArb(field: FormField, quality: Quality): fc.Arbitrary<Answers> {
  const name = fc.constantFrom('نامه.pdf', 'photo.jpg', 'a.docx');
  const path = fc.constantFrom('files/2026/abc.pdf', 'uploads/x-1.jpg');
  const { id } = field;
  if (quality === 'valid') {
    const uploaded = fc.tuple(name, path).map(([n, p]): Answers => ({ [id]: n, [filePathKey(id)]: p }));
    // An optional file chosen but not uploaded is still acceptable (with a warning).
    return field.required
      ? uploaded
      : fc.oneof(
          uploaded,
          name.map((n): Answers => ({ [id]: n })),
        );
  }
  if (quality === 'empty') {
    return fc.oneof(
      fc.constant<Answers>({}),
      name.map((n): Answers => ({ [id]: n })),
      name.map((n): Answers => ({ [id]: n, [filePathKey(id)]: '' })),
    );
  }
  return fc
    .tuple(name, fc.constantFrom<unknown>(12, { path: 'x' }, ['files/a'], true))
    .map(([n, p]): Answers => ({ [id]: n, [filePathKey(id)]: p }));
}

/** Answers of a whole field list: one object merging each field's entries. */
function answersOfArb(fields: readonly FormField[], mode: AnswerMode): fc.Arbitrary<Answers> {
  if (fields.length === 0) return fc.constant({});
  return fc
    .tuple(...fields.map((field) => fieldAnswerArb(field, mode)))
    .map((parts) => Object.assign({}, ...parts) as Answers);
}

function tableAnswerArb(field: FormField, mode: AnswerMode, quality: Quality): fc.Arbitrary<unknown> {
  const columns = field.subform?.formFields ?? [];
  if (quality === 'empty') return emptyArb;
  if (quality === 'wrong') return fc.oneof(fc.constantFrom('x', { row: 1 }, [1], [{}, 'row']), foreignArb);
  return fc.array(answersOfArb(columns, mode), { minLength: 1, maxLength: 3 });
}

function expansionAnswerArb(field: FormField, mode: AnswerMode, quality: Quality): fc.Arbitrary<unknown> {
  if (quality === 'wrong') return fc.constantFrom([], 'x', 3, [{}]);
  const tabs = (field.tabs ?? []).map((tab) =>
    answersOfArb(tab.formInfo.formFields, mode).map((answers): Answers => ({ [tab.id]: answers })),
  );
  const object = fc.tuple(...tabs).map((parts) => Object.assign({}, ...parts) as Answers);
  // A missing optional expansion checks its tabs against no answers at all.
  if (quality === 'empty') return fc.oneof(fc.constantFrom(undefined, null), object);
  return object;
}

/** A subform's value and, for a `parent` subform, its `display-{id}` flag. */
function subformAnswerArb(field: FormField, mode: AnswerMode, quality: Quality): fc.Arbitrary<Answers> {
  const inner = answersOfArb(field.subform?.formFields ?? [], mode);
  // A required subform's value must not be empty even when none of its fields carries an answer.
  const filled = inner.map((answers) => (Object.keys(answers).length ? answers : { note: 'x' }));
  const value: fc.Arbitrary<unknown> =
    quality === 'valid'
      ? filled
      : quality === 'empty'
        ? fc.constantFrom(undefined, null, {})
        : fc.oneof(fc.constantFrom('x', [], 5, [{}]), inner);
  const flag = fc.constantFrom<unknown>(true, 'true', 1, false, 'false', 0, undefined, null);
  return fc.tuple(value, flag).map(([v, f]) => {
    const answers: Answers = {};
    if (v !== undefined) answers[field.id] = v;
    if (f !== undefined) answers[displayKey(field.id)] = f;
    return answers;
  });
}

/** Answers to a definition; now and then not an object at all (a crafted request). */
export function answersArb(definition: FormDefinition, mode: AnswerMode): fc.Arbitrary<unknown> {
  const answers = answersOfArb(definition.formFields, mode);
  if (mode === 'valid') return answers;
  return fc.oneof(
    { arbitrary: answers, weight: 30 },
    { arbitrary: fc.constantFrom(null, [], 'x', 7), weight: 1 },
  );
}

/** A definition with answers: a third of the cases have only acceptable answers. */
export const formCaseArb: fc.Arbitrary<FormCase> = fc
  .tuple(formDefinitionArb, fc.constantFrom<AnswerMode>('valid', 'mixed', 'mixed'))
  .chain(([definition, mode]) =>
    answersArb(definition, mode).map((answers) => ({ mode, definition, answers })),
  );

/** `count` cases drawn with the fixed seed: the same list in every run and every runtime. */
export function sampleFormCases(count: number, seed = FORM_PROPERTY_SEED): FormCase[] {
  return fc.sample(formCaseArb, { seed, numRuns: count });
}
