/** Persian texts of notifications (اطلاع‌رسانی) the server stores for Admins and sends to people. */
export const notificationMessages = {
  /** The subject of a notification e-mail. */
  mailSubject: (trackingCode: string) => `اطلاع‌رسانی درخواست ${trackingCode}`,
  mailSubjectWithoutCode: 'اطلاع‌رسانی سامانه',
  /** The outbox's subject for an SMS, so Admins tell it from mail. */
  smsSubject: 'پیامک',
  smsLoggedOnly: 'وب‌سرویس پیامک تنظیم نشده است؛ پیام فقط ثبت شد و ارسال نشد.',
} as const;
