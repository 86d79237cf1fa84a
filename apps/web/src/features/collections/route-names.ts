// Route names of the data collection pages, apart from messages.ts: the route table is in every visitor's
// first bundle, the designer's strings are not.
export const collectionRouteNames = {
  list: 'مجموعه‌های داده',
  detail: 'طراحی مجموعه داده',
} as const;
