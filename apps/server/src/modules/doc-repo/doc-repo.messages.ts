/** Persian messages of the document repository (GLOSSARY: مخزن اسناد / پوشه / سند). */
export const docRepoMessages = {
  folderMissing: 'پوشه مورد نظر یافت نشد.',
  folderCycle: 'یک پوشه را نمی‌توان به درون خودش یا زیرپوشه‌های خودش منتقل کرد.',
  folderNotEmpty: 'این پوشه خالی نیست؛ ابتدا پوشه‌ها و اسناد درون آن را حذف یا جابه‌جا کنید.',
  otherUnitBelow: 'زیرپوشه‌هایی از واحد دیگری در این پوشه هست؛ آن را نمی‌توان به این واحد سپرد.',
  unitMissing: 'واحد سازمانی یافت نشد.',
  unitNotYours: 'فقط پوشه‌های واحدهایی را می‌توانید بسازید که در آن‌ها مسئولیت دارید.',
} as const;
