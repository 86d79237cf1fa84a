// The SAML2 settings of a connected system (GLOSSARY: ورود یکپارچه / سامانه).
import { commonMessages } from './common';
import { organisationMessages } from './organisation';
import { routeNames } from './routes';

/** Texts of a SAML2 system's section on its detail page. */
export const samlMessages = {
  title: 'تنظیمات SAML2',
  subtitle: 'فرادادهٔ (metadata) سامانه را ثبت کنید تا کاربران با حساب دروازه به آن وارد شوند.',
  idpMetadata: 'نشانی فرادادهٔ درگاه (برای ثبت در سامانه)',
  idpInitiated: 'نشانی ورود مستقیم به سامانه از درگاه',
  idpSlo: 'نشانی خروج یکپارچهٔ درگاه (برای ثبت در سامانه)',
  copy: organisationMessages.users.copy,
  copied: organisationMessages.users.copied,
  source: 'فرادادهٔ سامانه',
  sourceFile: 'فایل فراداده',
  sourceUrl: 'نشانی فراداده',
  chooseFile: 'انتخاب فایل XML',
  fileChosen: (name: string) => `فایل انتخاب‌شده: ${name}`,
  metadataUrl: 'نشانی فرادادهٔ سامانه',
  metadataUrlHint: 'مانند https://sp.example.ac.ir/saml/metadata',
  nameIdFormat: 'شناسهٔ کاربر (NameID)',
  nameIdFormats: {
    'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent': 'شناسهٔ پایدار کاربر',
    'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified': commonMessages.person.username,
    'urn:oasis:names:tc:SAML:2.0:nameid-format:transient': 'شناسهٔ موقت (تازه در هر ورود)',
  } as Record<string, string>,
  attributes: 'ویژگی‌هایی که به سامانه داده می‌شود',
  attributeNames: {
    nationalId: commonMessages.person.nationalId,
    name: 'نام و نام خانوادگی',
    units: routeNames.units,
    roles: organisationMessages.users.roles,
  } as Record<string, string>,
  sloUrl: 'نشانی خروج یکپارچهٔ سامانه',
  sloUrlHint: 'خالی بگذارید تا نشانی فرادادهٔ سامانه به کار رود. مانند https://sp.example.ac.ir/saml/slo',
  sloBinding: 'روش فرستادن پیام خروج',
  sloBindings: {
    redirect: 'هدایت مرورگر با نشانی (HTTP-Redirect)',
    post: 'ارسال فرم (HTTP-POST)',
  } as Record<string, string>,
  sloRegistered: 'خروج یکپارچه',
  sloFromMetadata: 'از فرادادهٔ سامانه',
  sloByHand: 'واردشده در این صفحه',
  sloNone: 'سامانه نشانی خروج یکپارچه ندارد؛ هنگام خروج کاربر از درگاه به آن خبر داده نمی‌شود.',
  save: 'ثبت فراداده',
  registered: 'سامانهٔ ثبت‌شده',
  notRegistered: 'هنوز فراداده‌ای برای این سامانه ثبت نشده است.',
  entityId: 'شناسهٔ موجودیت (entityID)',
  acsUrls: 'نشانی‌های دریافت پاسخ',
  signsRequests: 'درخواست‌های ورود سامانه امضا می‌شوند.',
  unsignedRequests: 'درخواست‌های ورود سامانه امضا نمی‌شوند.',
  showXml: 'نمایش فرادادهٔ ثبت‌شده',
  hideXml: 'پنهان کردن فراداده',
  needSource: 'فایل فراداده را انتخاب کنید یا نشانی آن را وارد کنید.',
} as const;
