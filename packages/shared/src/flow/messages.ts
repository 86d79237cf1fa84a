// Every Persian message of the functions engine, so a reviewer reads them in one place (STYLE §4).
// Numbers are shown with Persian digits; names the user wrote are quoted in «…» as they were written.
import { toPersianDigits } from '../rules/digits.js';
import { formatThousands } from '../rules/numbers.js';
import type { ExpressionType } from './model/expression-types.js';

/** Persian names of the value kinds, used when a message says what was expected and what was found. */
export const VALUE_KIND_LABELS = {
  null: 'تهی',
  boolean: 'درست/نادرست',
  number: 'عدد',
  string: 'متن',
  array: 'آرایه',
  record: 'رکورد',
} as const;

/** Persian names of the 31 expression types (SPEC §3), for the editor and for messages about a node. */
export const EXPRESSION_LABELS: Readonly<Record<ExpressionType, string>> = {
  if: 'اگر',
  elseif: 'وگرنه اگر',
  else: 'وگرنه',
  for: 'حلقه شمارشی',
  while: 'حلقه تا وقتی که',
  dowhile: 'حلقه انجام بده تا وقتی که',
  forEach: 'حلقه برای هر عضو',
  var: 'تعریف متغیر',
  varAssign: 'مقداردهی متغیر',
  arrayPush: 'افزودن به آرایه',
  arrayDelete: 'حذف از آرایه',
  subform: 'نمایش زیرفرم',
  hideSubform: 'پنهان کردن زیرفرم',
  toast: 'نمایش پیام',
  disableForm: 'غیرفعال کردن فرم',
  redirect: 'انتقال به آدرس',
  arraySearch: 'جستجو در آرایه',
  arrayFromExcel: 'آرایه از فایل اکسل',
  functionCall: 'فراخوانی تابع',
  fetch: 'فراخوانی وب‌سرویس',
  createProcess: 'ایجاد فرآیند',
  statusProcess: 'وضعیت فرآیند',
  elementPassCount: 'تعداد عبور از مرحله',
  checkProcessStep: 'بررسی مرحله فرآیند',
  read: 'خواندن رکورد',
  create: 'ایجاد رکورد',
  createIfNotExist: 'ایجاد رکورد در صورت نبود',
  update: 'ویرایش رکورد',
  delete: 'حذف رکورد',
  curl: 'درخواست HTTP',
  mongo: 'پرس‌وجوی تجمیعی',
};

const count = (n: number): string => formatThousands(n);

/** Persian names of the parameters that hold sources (model/params.ts), for messages. */
export const PARAM_LABELS: Readonly<Record<string, string>> = {
  condition: 'شرط',
  from: 'مقدار آغاز',
  to: 'مقدار پایان',
  step: 'گام',
  source: 'منبع',
  value: 'مقدار',
  index: 'شماره خانه',
  title: 'عنوان',
  text: 'متن',
  disabled: 'غیرفعال بودن',
  url: 'نشانی',
  array: 'آرایه',
  body: 'بدنه',
  requestId: 'شناسه درخواست',
  values: 'مقادیر',
  inputs: 'ورودی‌ها',
  headers: 'سرآیندها',
  where: 'فیلتر',
};

/** A parameter path (`condition`, `values.f1`, `where.f1.value`) in words: its Persian name and the key it names. */
export function paramLabel(param: string): string {
  const [head = '', key] = param.split('.');
  const label = Object.hasOwn(PARAM_LABELS, head) ? PARAM_LABELS[head] : head;
  return key === undefined ? (label ?? head) : `${label ?? head} ${key}`;
}

/** Messages of the expression language: reading a source. */
export const PARSE_MESSAGES = {
  empty: 'عبارت خالی است.',
  sourceTooLong: (max: number): string => `عبارت بیش از ${count(max)} نویسه است.`,
  tooManyNodes: (max: number): string => `عبارت بیش از حد بزرگ است (بیش از ${count(max)} جزء).`,
  tooDeep: (max: number): string => `تودرتویی عبارت بیش از ${count(max)} سطح است.`,
  unexpectedChar: (ch: string): string => `نویسه «${ch}» در عبارت مجاز نیست.`,
  unterminatedString: 'متنی که با نقل‌قول آغاز شده بسته نشده است.',
  badEscape: 'نویسه‌ی پس از \\ در متن معتبر نیست.',
  badNumber: 'عدد نوشته‌شده معتبر نیست.',
  unexpectedEnd: 'عبارت ناتمام است.',
  unexpectedToken: (token: string): string => `«${token}» در این‌جا انتظار نمی‌رفت.`,
  expected: (token: string): string => `در این‌جا «${token}» لازم است.`,
  onlyNamedCalls: 'فقط تابع‌ها را، با نامشان، می‌توان فراخواند.',
  expectedName: 'پس از «.» نام لازم است.',
} as const;

type Kind = keyof typeof VALUE_KIND_LABELS;
const kinds = (list: readonly Kind[]): string => list.map((k) => VALUE_KIND_LABELS[k]).join(' یا ');

/** Messages of evaluating an expression: types, names, members and limits. */
export const EVAL_MESSAGES = {
  unknownName: (name: string): string => `متغیر یا فیلدی به نام «${name}» وجود ندارد.`,
  unknownFunction: (name: string): string => `تابعی به نام «${name}» وجود ندارد.`,
  arity: (name: string, min: number, max: number): string =>
    min === max
      ? `تابع ${name} ${toPersianDigits(min)} ورودی می‌گیرد.`
      : max === Infinity
        ? `تابع ${name} دست‌کم ${toPersianDigits(min)} ورودی می‌گیرد.`
        : `تابع ${name} از ${toPersianDigits(min)} تا ${toPersianDigits(max)} ورودی می‌گیرد.`,
  argType: (name: string, position: number, expected: readonly Kind[], got: Kind): string =>
    `ورودی ${toPersianDigits(position)} تابع ${name} باید ${kinds(expected)} باشد، نه ${VALUE_KIND_LABELS[got]}.`,
  operand: (op: string, expected: readonly Kind[], got: Kind): string =>
    `عملگر «${op}» به ${kinds(expected)} نیاز دارد، نه ${VALUE_KIND_LABELS[got]}.`,
  mixedPlus: (left: Kind, right: Kind): string =>
    `«+» دو عدد را جمع یا دو متن را به هم وصل می‌کند، نه ${VALUE_KIND_LABELS[left]} و ${VALUE_KIND_LABELS[right]} را؛ برای تبدیل از toText یا toNumber استفاده کنید.`,
  compare: (op: string, left: Kind, right: Kind): string =>
    `با «${op}» فقط دو عدد یا دو متن را می‌توان مقایسه کرد، نه ${VALUE_KIND_LABELS[left]} و ${VALUE_KIND_LABELS[right]} را.`,
  notBoolean: (got: Kind): string => `شرط باید درست یا نادرست باشد، نه ${VALUE_KIND_LABELS[got]}.`,
  expectedKind: (what: string, expected: readonly Kind[], got: Kind): string =>
    `${what} باید ${kinds(expected)} باشد، نه ${VALUE_KIND_LABELS[got]}.`,
  arrayItems: (name: string, expected: readonly Kind[], got: Kind): string =>
    `اعضای آرایه‌ی تابع ${name} باید ${kinds(expected)} باشند، نه ${VALUE_KIND_LABELS[got]}.`,
  keyKind: (got: Kind): string => `کلید باید متن یا عدد باشد، نه ${VALUE_KIND_LABELS[got]}.`,
  inputKind: (expected: Kind, got: Kind): string =>
    `ورودی باید ${VALUE_KIND_LABELS[expected]} باشد، نه ${VALUE_KIND_LABELS[got]}.`,
  divisionByZero: 'تقسیم بر صفر ممکن نیست.',
  notFinite: 'نتیجه‌ی محاسبه عدد معتبری نیست (بیش از حد بزرگ است).',
  forbiddenMember: (name: string): string => `خواندن «${name}» مجاز نیست.`,
  noMember: (kind: Kind, name: string): string => `${VALUE_KIND_LABELS[kind]} ویژگی «${name}» ندارد.`,
  badIndex: 'شماره‌ی خانه باید عدد صحیح نامنفی باشد.',
  stringTooLong: (max: number): string => `متن بیش از ${count(max)} نویسه شد.`,
  arrayTooLong: (max: number): string => `آرایه بیش از ${count(max)} عضو شد.`,
  valueTooDeep: (max: number): string => `مقدار بیش از ${count(max)} سطح تودرتو است.`,
  valueTooLarge: (max: number): string =>
    `اندازه‌ی مقدار از سقف ${count(max)} نویسه گذشت (بخشی که چند بار در مقدار آمده به شمار تکرارش شمرده می‌شود) و اجرا متوقف شد.`,
  unsupportedValue: 'فقط عدد، متن، درست/نادرست، تهی، آرایه و رکورد در تابع پذیرفته می‌شود.',
  notInteger: (name: string, position: number): string =>
    `ورودی ${toPersianDigits(position)} تابع ${name} باید عدد صحیح باشد.`,
  outOfRange: (name: string, position: number): string =>
    `ورودی ${toPersianDigits(position)} تابع ${name} خارج از محدوده‌ی مجاز است.`,
  invalidDate: (text: string): string => `«${text}» تاریخ معتبری نیست.`,
  sortMixed: 'مرتب‌سازی فقط برای آرایه‌ای از عددها یا آرایه‌ای از متن‌ها ممکن است.',
  primitivesOnly: (name: string): string => `تابع ${name} فقط با عدد، متن، درست/نادرست و تهی کار می‌کند.`,
  stepBudget: (max: number): string =>
    `اجرا پس از ${count(max)} گام متوقف شد؛ شاید حلقه‌ای هرگز پایان نمی‌یابد.`,
  timeBudget: (ms: number): string => `اجرا از سقف زمان ${count(ms)} میلی‌ثانیه گذشت و متوقف شد.`,
} as const;

/** Messages of checking and running a function's tree. */
export const RUN_MESSAGES = {
  notAvailableHere: (type: ExpressionType): string =>
    `عبارت «${EXPRESSION_LABELS[type]}» در این محیط اجرا نمی‌شود.`,
  processesUnavailable: (type: ExpressionType): string =>
    `فرآیندها هنوز در دسترس نیستند؛ عبارت «${EXPRESSION_LABELS[type]}» اجرا نشد.`,
  alreadyDeclared: (name: string): string =>
    `متغیر «${name}» پیش‌تر تعریف شده است؛ برای تغییر آن از «مقداردهی متغیر» استفاده کنید.`,
  shadowsField: (name: string): string => `«${name}» نام یک فیلد فرم است؛ نام دیگری برای متغیر برگزینید.`,
  notDeclared: (name: string): string => `متغیر «${name}» تعریف نشده است.`,
  usedBeforeDefined: (name: string): string => `متغیر «${name}» پیش از تعریف به کار رفته است.`,
  notInScope: (name: string): string => `متغیر «${name}» در بلوک دیگری تعریف شده و این‌جا در دسترس نیست.`,
  invalidName: (name: string): string => `«${name}» نام معتبری برای متغیر نیست.`,
  notArray: (name: string): string => `«${name}» آرایه نیست.`,
  indexOutOfRange: (index: number, length: number): string =>
    `خانه‌ی ${toPersianDigits(index)} وجود ندارد؛ آرایه ${toPersianDigits(length)} عضو دارد.`,
  zeroStep: 'گام حلقه نمی‌تواند صفر باشد.',
  answerTooLarge: (max: number): string =>
    `اندازه‌ی پاسخ تابع (متغیرها، پاسخ‌های فرم و پیام‌ها) از سقف ${count(max)} نویسه گذشت و اجرا متوقف شد.`,
  orphanBranch: '«وگرنه» و «وگرنه اگر» فقط بلافاصله پس از «اگر» یا «وگرنه اگر» می‌آیند.',
  unsafeUrl: 'آدرس باید با http:// یا https:// یا / آغاز شود.',
  inSource: (param: string, message: string): string => `در «${paramLabel(param)}»: ${message}`,
  duplicateId: (id: string): string => `شناسه‌ی عبارت «${id}» تکراری است.`,
  unknownField: (id: string): string => `فیلدی با شناسه‌ی «${id}» در فرم نیست.`,
  fetchTarget: 'برای فراخوانی وب‌سرویس، وب‌سرویس یا آدرس آن را مشخص کنید.',
  relatedIdRequired: 'برای اجرا هنگام تغییر یا کلیک، فیلد مربوط را برگزینید.',
  tooManyExpressions: (max: number): string => `تابع بیش از ${count(max)} عبارت دارد.`,
  treeTooDeep: (max: number): string => `تودرتویی عبارت‌های تابع بیش از ${count(max)} سطح است.`,
  invalidFunction: (path: string, message: string): string =>
    path ? `مقدار ${path} معتبر نیست: ${message}` : `تعریف تابع معتبر نیست: ${message}`,
} as const;

/** Messages of the function and expression schemas (zod issues). */
export const SCHEMA_MESSAGES = {
  sourceTooLong: (max: number): string => `عبارت حداکثر ${count(max)} نویسه است.`,
  invalidName: 'نام متغیر باید یک واژه باشد: حرف، رقم (نه در آغاز)، زیرخط یا نیم‌فاصله.',
  invalidFieldId: 'شناسه فیلد معتبر نیست.',
  invalidKey: 'کلید معتبر نیست.',
  reservedKey: 'این کلید مجاز نیست.',
  tooManyEntries: (max: number): string => `حداکثر ${count(max)} مورد مجاز است.`,
  expressionIdRequired: 'شناسه عبارت را وارد کنید.',
  noChildren: 'این عبارت زیرمجموعه نمی‌گیرد.',
  functionNameRequired: 'نام تابع را وارد کنید.',
} as const;
