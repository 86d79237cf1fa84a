// The system screens: the outbox of the mail the portal sent.

/** Texts of the system screens. */
export const systemMessages = {
  outbox: {
    title: 'نامه‌های ارسالی سامانه',
    hint: 'همه نامه‌هایی که سامانه فرستاده یا در صورت نبود کارگزار ایمیل نگه داشته است.',
    to: 'گیرنده',
    subject: 'موضوع',
    sent: 'ارسال‌شده',
    kept: 'نگه‌داشته در صندوق',
    failed: 'ارسال ناموفق',
    search: 'جستجوی گیرنده',
    empty: 'نامه‌ای یافت نشد.',
    pages: 'صفحه‌های نامه‌ها',
  },
} as const;
