// Route names of the record pages, apart from messages.ts: the route table is in every visitor's first
// bundle, the records screens' strings are not.
export const recordRouteNames = {
  list: 'رکوردهای مجموعه داده',
  create: 'رکورد جدید',
  edit: 'ویرایش رکورد',
} as const;
