/**
 * Messages of the request engine beyond the ones @darvazeh/shared holds for the API (REQUEST_MESSAGES):
 * how the history shows answers, a condition's wrong type, the overdue reminder's template.
 */
export const requestMessages = {
  yes: 'بله',
  no: 'خیر',
  earlierFile: 'فایل پیشین',
  newFile: 'فایل تازه',
  conditionNotBoolean: 'نتیجه شرط باید درست یا نادرست باشد.',
  overdueReminder: 'یادآوری: کار «{serviceName}» با کد رهگیری {trackingCode} از موعد خود گذشته است.',
};
