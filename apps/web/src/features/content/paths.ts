/** Paths of the content pages admin and of the public page. */
export const contentPaths = {
  list: '/panel/content/pages',
  detail: (id?: number) => `/panel/content/page-detail${id === undefined ? '' : `/${id}`}`,
  view: (id: number) => `/content-page/${id}`,
};
