import { formatThousands } from '@darvazeh/shared';

/** Messages of service categories, service definitions and their versions, and default variables. */
export const serviceMessages = {
  categoryNotFound: 'دسته مورد نظر یافت نشد.',
  parentMissing: 'دسته والد وجود ندارد یا حذف شده است.',
  parentNotRoot: 'زیردسته فقط زیر یک دسته اصلی ساخته می‌شود؛ دسته‌ها دو سطح دارند.',
  ownParent: 'دسته نمی‌تواند والد خودش باشد.',
  parentWithChildren: 'دسته‌ای که زیردسته دارد نمی‌تواند خود زیردسته شود.',
  categoryNameTaken: 'دسته‌ای با این نام در همین سطح وجود دارد.',
  categoryHasChildren: 'این دسته زیردسته دارد؛ ابتدا زیردسته‌های آن را حذف کنید.',
  categoryHasServices: 'خدمت‌هایی در این دسته هستند؛ ابتدا آن‌ها را به دسته دیگری ببرید یا حذف کنید.',

  serviceNotFound: 'خدمت مورد نظر یافت نشد.',
  duplicateEname: 'خدمتی با این نام انگلیسی قبلاً ثبت شده است.',
  categoriesMissing: (ids: string) => `دسته‌های ${ids} وجود ندارند یا حذف شده‌اند.`,
  prerequisiteMissing: 'خدمت پیش‌نیاز وجود ندارد یا حذف شده است.',
  prerequisiteSelf: 'خدمت نمی‌تواند پیش‌نیاز خودش باشد.',
  collectionModeMissing: 'مجموعه داده‌ای که درخواست‌ها در آن ثبت می‌شوند وجود ندارد یا حذف شده است.',
  invalidService: (count: number, first: string) =>
    count > 1 ? `تعریف خدمت ${formatThousands(count)} ایراد دارد؛ نخستین: ${first}` : first,
  copyName: (name: string) => `رونوشت ${name}`,
  copied: 'رونوشت خدمت ساخته شد.',
  published: (version: number) => `نسخه ${formatThousands(version)} خدمت منتشر شد.`,
  nothingToPublish: 'از آخرین انتشار چیزی تغییر نکرده است؛ نسخه تازه‌ای ساخته نشد.',
  versionNotFound: 'این نسخه از خدمت یافت نشد.',

  duplicateVariable: 'متغیری با این نام قبلاً ثبت شده است.',
  expressionInvalid: (problem: string) => `عبارت متغیر درست نیست: ${problem}`,
} as const;
