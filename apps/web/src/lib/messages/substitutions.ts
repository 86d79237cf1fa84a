// Out-of-office delegation (/panel/substitutions): staff name a substitute who takes their tasks for a
// period.

/** Texts of the substitutions screen. */
export const substitutionMessages = {
  subtitle:
    'در دوره‌ای که در دسترس نیستید، جانشین شما کارهای کارتابل شما را برمی‌دارد و به نیابت از شما انجام می‌دهد.',
  listLabel: 'فهرست جانشینی‌ها',
  empty: 'جانشینی جاری یا آینده‌ای ثبت نشده است.',
  addTitle: 'تعیین جانشین',
  user: 'کاربر اصلی',
  substitute: 'جانشین',
  substituteSearch: 'بخشی از نام یا نام کاربری را بنویسید.',
  noCandidate: 'کارمندی با این نام یافت نشد.',
  startsAt: 'آغاز',
  endsAt: 'پایان',
  startDay: 'تاریخ آغاز',
  startTime: 'ساعت آغاز',
  endDay: 'تاریخ پایان',
  endTime: 'ساعت پایان',
  timeHint: 'به وقت تهران، مانند ۰۸:۰۰',
  timeInvalid: 'ساعت را به شکل ۰۸:۳۰ وارد کنید.',
  note: 'یادداشت',
  submit: 'ثبت جانشین',
  period: (from: string, to: string) => `از ${from} تا ${to}`,
  deleteTitle: 'حذف جانشینی',
  deleteQuestion: (substitute: string, period: string) => `جانشینی «${substitute}» ${period} حذف شود؟`,
} as const;
