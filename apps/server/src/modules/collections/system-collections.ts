import type { FieldType, SystemCollection, SystemCollectionField } from '@darvazeh/shared';

const field = (ename: string, fname: string, type: FieldType = 'text'): SystemCollectionField => ({
  id: ename,
  fname,
  ename,
  type,
});

const id = field('id', 'شناسه');
const createdAt = field('createdAt', 'تاریخ ایجاد', 'date');

/**
 * The system collections of SPEC §3, read-only: the product's own tables seen as data collections, so
 * forms and queries can draw on them. Names exactly as SPEC; fields are the public columns of each table
 * (never hashes or secrets). SsoClientLoginLog has no table until SSO arrives, hence `available: false`.
 */
export const SYSTEM_COLLECTIONS: readonly SystemCollection[] = [
  {
    name: 'users',
    fname: 'کاربران',
    available: true,
    fields: [
      id,
      field('username', 'نام کاربری'),
      field('firstName', 'نام'),
      field('lastName', 'نام خانوادگی'),
      field('email', 'پست الکترونیکی'),
      field('mobile', 'تلفن همراه'),
      field('locked', 'غیرفعال', 'checkbox'),
      createdAt,
    ],
  },
  {
    name: 'Unit',
    fname: 'واحدهای سازمانی',
    available: true,
    fields: [id, field('name', 'نام'), field('parentId', 'واحد بالادست'), field('unitTypeId', 'نوع واحد')],
  },
  {
    name: 'UnitType',
    fname: 'انواع واحد',
    available: true,
    fields: [id, field('name', 'نام')],
  },
  {
    name: 'UnitResponsibility',
    fname: 'مسئولیت‌ها',
    available: true,
    fields: [
      id,
      field('userId', 'کاربر'),
      field('unitId', 'واحد سازمانی'),
      field('unitRoleId', 'نقش واحد'),
      field('personalId', 'شماره پرسنلی'),
    ],
  },
  {
    name: 'AuthLog',
    fname: 'گزارش ورود کاربران',
    available: true,
    fields: [
      id,
      field('userId', 'کاربر'),
      field('username', 'نام کاربری'),
      field('ip', 'نشانی IP'),
      field('userAgent', 'مرورگر'),
      field('result', 'نتیجه'),
      field('createdAt', 'زمان', 'date'),
    ],
  },
  {
    name: 'SsoClientLoginLog',
    fname: 'گزارش ورود از سامانه‌های دیگر',
    available: false,
    fields: [
      id,
      field('userId', 'کاربر'),
      field('clientName', 'سامانه'),
      field('ip', 'نشانی IP'),
      field('createdAt', 'زمان', 'date'),
    ],
  },
];
