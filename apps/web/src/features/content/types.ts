export type { ContentPage, ContentPageBody, PublicContentPage } from '@darvazeh/shared';

/** Query keys of content pages; everything under `all` (the list, each page, its public view) reloads after a change. */
export const contentKeys = {
  all: ['content-pages'] as const,
  list: ['content-pages', 'list'] as const,
  page: (id: number) => ['content-pages', 'item', id] as const,
  publicPage: (id: number) => ['content-pages', 'public', id] as const,
};
