// A form's functions as the person filling it meets them: a run that failed, an effect the form cannot apply.
/** Texts of the form functions' browser runtime (features/forms/renderer/functions). */
export const formFunctionMessages = {
  /** A run ended with a diagnostic (the flow engine's Persian message). */
  failed: (fname: string, message: string): string => `اجرای تابع «${fname}» ناموفق بود: ${message}`,
  /** The name shown for a server run whose function the form no longer lists. */
  unnamed: 'بدون نام',
  /** showSubform or hideSubform named a field that is not a subform of this form (or sits in a table row). */
  unknownSubform: (fieldId: string): string => `زیرفرمی با شناسه «${fieldId}» در این فرم نیست.`,
  /** A server effect asked for an address other than http(s) or one of this site's paths. */
  unsafeRedirect: 'نشانی انتقال معتبر نیست؛ فقط نشانی‌های http، https یا مسیرهای همین سامانه مجاز است.',
} as const;
