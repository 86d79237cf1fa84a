import { formatThousands, toPersianDigits } from '@darvazeh/shared';

/** Messages of the working-day calendar: holidays, the Jalali years' proposals and confirmations. */
export const calendarMessages = {
  /**
   * Titles of the official holidays the server proposes, by the rule keys of @darvazeh/shared
   * (FIXED_SOLAR_HOLIDAYS, LUNAR_HOLIDAYS), worded as the country's official calendar words them.
   */
  holidayTitles: {
    nowruzStart: 'جشن نوروز و آغاز سال نو',
    nowruz: 'عید نوروز',
    islamicRepublicDay: 'روز جمهوری اسلامی',
    natureDay: 'روز طبیعت',
    khomeiniDemise: 'رحلت امام خمینی',
    khordadUprising: 'قیام پانزده خرداد',
    revolutionDay: 'پیروزی انقلاب اسلامی',
    oilNationalization: 'روز ملی شدن صنعت نفت',
    tasua: 'تاسوعای حسینی',
    ashura: 'عاشورای حسینی',
    arbaeen: 'اربعین حسینی',
    prophetDemise: 'رحلت رسول اکرم و شهادت امام حسن مجتبی',
    imamReza: 'شهادت امام رضا',
    imamHasanAskari: 'شهادت امام حسن عسکری',
    prophetBirthday: 'میلاد رسول اکرم و امام جعفر صادق',
    fatimah: 'شهادت حضرت فاطمه زهرا',
    imamAliBirthday: 'ولادت امام علی و روز پدر',
    mabath: 'مبعث رسول اکرم',
    midShaban: 'ولادت حضرت قائم و جشن نیمه شعبان',
    imamAliMartyrdom: 'شهادت امام علی',
    eidFitr: 'عید سعید فطر',
    eidFitrHoliday: 'تعطیل به مناسبت عید سعید فطر',
    imamSadegh: 'شهادت امام جعفر صادق',
    eidAdha: 'عید سعید قربان',
    eidGhadir: 'عید سعید غدیر خم',
  } as Readonly<Record<string, string>>,
  /** Joins the titles of official holidays that fall on the same day. */
  titleSeparator: '؛ ',
  dayTaken: 'برای این روز تعطیلی ثبت شده است.',
  proposeConfirmed: (jy: number) =>
    `تعطیلات سال ${toPersianDigits(jy)} تأیید شده است؛ برای پیشنهاد دوباره، ابتدا تأیید آن را لغو کنید.`,
  proposed: (count: number) =>
    count > 0
      ? `${formatThousands(count)} تعطیلی پیشنهاد شد؛ تاریخ‌های قمری را با تقویم رسمی کشور بسنجید.`
      : 'همه تعطیلات رسمی این سال پیش‌تر ثبت شده است.',
  confirmed: (jy: number) => `تعطیلات سال ${toPersianDigits(jy)} تأیید شد.`,
  unconfirmed: (jy: number) => `تأیید تعطیلات سال ${toPersianDigits(jy)} لغو شد.`,
} as const;
