/**
 * Messages of the recycle bin (موارد حذف‌شده): why a restore or a purge is refused. The kinds' names are
 * the portal's terms (labels.ts).
 */
export const recycleMessages = {
  restored: 'بازیابی شد.',
  unknownKind: 'چنین نوعی در موارد حذف‌شده نیست.',
  purged: 'برای همیشه پاک شد.',
  parentDeleted: (kind: string, name: string) =>
    `${kind} «${name}» حذف شده است؛ ابتدا آن را از موارد حذف‌شده بازیابی کنید.`,
  parentGone: (kind: string) => `${kind} این مورد برای همیشه پاک شده است؛ بازیابی آن ممکن نیست.`,
  stillReferenced:
    'این مورد هنوز در جای دیگری از سامانه به کار رفته است و برای همیشه پاک نمی‌شود؛ ابتدا آن موارد را پاک کنید.',
} as const;
