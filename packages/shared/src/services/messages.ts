// Persian messages of service definitions and their processes (GLOSSARY: خدمت، فرآیند، دسته، مرحله).
// A node is named by its Persian name when it has one, else by its kind's label and key.

/** Persian labels of the node kinds (the designer's palette and messages). */
export const PROCESS_NODE_LABELS = {
  start: 'شروع',
  applicantForm: 'فرم متقاضی',
  providerTask: 'کار کارشناس',
  decision: 'تصمیم',
  parallelSplit: 'انشعاب موازی',
  parallelJoin: 'پیوند موازی',
  function: 'تابع',
  notification: 'اطلاع‌رسانی',
  statusChange: 'تغییر وضعیت',
  end: 'پایان',
} as const;

export const SERVICE_MESSAGES = {
  nodeKeyInvalid: 'کلید مرحله با حرف انگلیسی شروع می‌شود و فقط حرف و عدد انگلیسی، زیرخط و خط تیره دارد.',
  nameTooLong: (n: number) => `حداکثر ${n.toLocaleString('fa-IR')} کاراکتر مجاز است.`,
  assigneeRequired: 'مشخص کنید چه کسی این کار را انجام می‌دهد.',
  outcomeLabelRequired: 'عنوان نتیجه را وارد کنید.',
  channelRequired: 'دست‌کم یک راه اطلاع‌رسانی برگزینید.',
  templateRequired: 'متن پیام را وارد کنید.',
  statusRequired: 'عنوان وضعیت را وارد کنید.',
  nodeKindInvalid: 'نوع مرحله معتبر نیست.',
  tooManyNodes: (n: number) => `فرآیند حداکثر ${n.toLocaleString('fa-IR')} مرحله دارد.`,
  tooManyEdges: (n: number) => `فرآیند حداکثر ${n.toLocaleString('fa-IR')} پیوند دارد.`,

  // The graph as a whole (process-check.ts); `node` is the node's Persian name.
  duplicateKey: (node: string) => `کلید ${node} بیش از یک بار به کار رفته است.`,
  duplicateEdge: (edge: string) => `شناسه پیوند «${edge}» بیش از یک بار به کار رفته است.`,
  edgeEndMissing: (edge: string) => `پیوند «${edge}» به مرحله‌ای وصل است که در فرآیند نیست.`,
  selfLoop: (node: string) => `${node} به خودش پیوند دارد.`,
  oneStart: 'فرآیند باید دقیقاً یک مرحله شروع داشته باشد.',
  noEnd: 'فرآیند دست‌کم یک مرحله پایان لازم دارد.',
  startHasIncoming: 'به مرحله شروع نمی‌توان پیوند داد.',
  endHasOutgoing: (node: string) => `از ${node} نمی‌توان به مرحله دیگری رفت.`,
  oneOutgoing: (node: string) => `${node} باید دقیقاً یک پیوند خروجی داشته باشد.`,
  noIncoming: (node: string) => `هیچ پیوندی به ${node} نمی‌رسد.`,
  unreachable: (node: string) => `${node} از مرحله شروع دست‌یافتنی نیست.`,
  noWayToEnd: (node: string) => `از ${node} راهی به مرحله پایان نیست.`,
  decisionBranches: (node: string) => `${node} دست‌کم دو پیوند خروجی لازم دارد.`,
  decisionDefault: (node: string) =>
    `${node} باید دقیقاً یک پیوند پیش‌فرض (وقتی هیچ شرطی برقرار نیست) داشته باشد.`,
  conditionRequired: (node: string) => `هر پیوند خروجی ${node} جز پیش‌فرض، شرط لازم دارد.`,
  conditionInvalid: (node: string, problem: string) => `شرط پیوند خروجی ${node} نادرست است: ${problem}`,
  conditionOutsideDecision: (node: string) => `فقط پیوندهای خروجی تصمیم شرط دارند؛ ${node} تصمیم نیست.`,
  outcomeEdges: (node: string) =>
    `هر پیوند خروجی ${node} باید یکی از نتیجه‌های آن را داشته باشد و هر نتیجه یک پیوند.`,
  outcomeUnknown: (node: string) => `پیوندی از ${node} نتیجه‌ای دارد که این مرحله ندارد.`,
  splitBranches: (node: string) => `${node} دست‌کم دو شاخه لازم دارد.`,
  joinInputs: (node: string) => `${node} دست‌کم دو پیوند ورودی لازم دارد.`,
  splitWithoutJoin: (node: string) => `شاخه‌های ${node} باید در یک پیوند موازی به هم برسند.`,
  joinMismatch: (split: string, join: string) =>
    `${join} باید همه شاخه‌های ${split} را، و فقط آن‌ها را، به هم برساند.`,
  joinWithoutSplit: (node: string) => `${node} با هیچ انشعاب موازی جفت نیست.`,
  missingCollection: (node: string) => `مجموعه داده فرم ${node} وجود ندارد یا حذف شده است.`,
  missingFunction: (node: string) => `تابع ${node} وجود ندارد یا حذف شده است.`,
  missingUnitRole: (node: string) => `نقش واحد کار ${node} وجود ندارد یا حذف شده است.`,
  missingUnit: (node: string) => `واحد سازمانی کار ${node} وجود ندارد یا حذف شده است.`,
  missingUser: (node: string) => `کاربر کار ${node} وجود ندارد یا حذف شده است.`,
  noApplicantForm: 'فرآیند باید دست‌کم یک مرحله فرم متقاضی داشته باشد.',

  // Moving open requests to a new version (process-migration.ts); `node` is the node's Persian name.
  stepUnknown: (key: string) => `مرحله‌ای با کلید «${key}» در نسخه پیشین فرآیند نیست.`,
  stepRemoved: (node: string) => `${node} در نسخه تازه نیست و برای آن جایگزینی تعیین نشده است.`,
  mappingTargetMissing: (node: string, key: string) =>
    `${node} به کلید «${key}» نگاشته شده است که در نسخه تازه نیست.`,
  stepKindChanged: (node: string, kind: string) => `${node} در نسخه تازه از نوع «${kind}» است.`,
  stepKept: (node: string) => `درخواست روی ${node} می‌ماند.`,
  stepMoved: (from: string, to: string) => `درخواست از ${from} به ${to} منتقل می‌شود.`,
  stepsMerge: (key: string) => `دو مرحله باز درخواست به یک مرحله («${key}») می‌رسند.`,
  requestStays: (reason: string) => `درخواست روی نسخه خود می‌ماند: ${reason}`,
  requestKeeps: 'درخواست با همان مراحل به نسخه تازه می‌رود.',
  requestMoves: 'درخواست با جابه‌جایی مراحل به نسخه تازه می‌رود.',
  requestMovedTo: (from: number, to: number) =>
    `درخواست از نسخه ${from.toLocaleString('fa-IR')} به نسخه ${to.toLocaleString('fa-IR')} فرآیند منتقل شد.`,
  requestChangedMeanwhile: 'درخواست در این فاصله پیش رفت و در نسخه خود ماند؛ دوباره بررسی کنید.',
  assigneeChanged: (node: string) => `انجام‌دهنده ${node} تغییر کرده است.`,
  taskFormChanged: (node: string) => `فرم ${node} تغییر کرده است.`,
  outcomesRemoved: (node: string, labels: string) => `نتیجه‌های ${labels} از ${node} برداشته شده است.`,
  dueChanged: (node: string) => `مهلت ${node} تغییر کرده است.`,
  confirmStepChanged: (node: string) => `مرحله تأیید پاسخ‌ها در ${node} تغییر کرده است.`,

  // Service definitions.
  serviceFnameRequired: 'نام خدمت را وارد کنید.',
  serviceEnameInvalid:
    'نام انگلیسی خدمت با حرف انگلیسی شروع می‌شود و فقط حرف و عدد انگلیسی، زیرخط و خط تیره دارد.',
  categoryRequired: 'دست‌کم یک دسته برای خدمت برگزینید.',
  timeWindowOrder: 'پایان بازه زمانی ارائه خدمت باید پس از آغاز آن باشد.',
  countInvalid: 'تعداد باید عدد صحیح مثبت باشد.',
  openAbovePossible: 'تعداد درخواست‌های باز نمی‌تواند از کل درخواست‌های مجاز بیشتر باشد.',
  linkRequired: 'برای خدمتی که بیرون از سامانه انجام می‌شود، نشانی آن را وارد کنید.',
  urlInvalid: 'نشانی باید با http:// یا https:// آغاز شود.',
  noneNeedsIps: 'وب‌سرویس بدون احراز هویت باید فهرست نشانی‌های IP مجاز داشته باشد.',
  originInvalid: 'مبدأ باید به شکل https://example.ir و بدون مسیر باشد.',
  collectionRequired: 'مجموعه داده‌ای را که درخواست‌ها در آن ثبت می‌شوند برگزینید.',
  categoryNameRequired: 'نام دسته را وارد کنید.',
  variableNameInvalid: 'نام متغیر با حرف آغاز می‌شود و فقط حرف، عدد و زیرخط دارد.',
  variableNameReserved: 'این نام برای متغیر مجاز نیست؛ نام دیگری برگزینید.',
  variableValueRequired: 'مقدار یا عبارت متغیر را وارد کنید.',
} as const;
