/** Persian messages of the data collections module. */
export const collectionMessages = {
  duplicateFname: 'مجموعه داده‌ای با این نام قبلاً ثبت شده است.',
};
