export type { ContentPage, ContentPageBody, PublicContentPage } from '@darvazeh/shared';

/** Query keys of content pages; the Admin list and each page reload after a change. */
export const contentKeys = {
  all: ['content-pages'] as const,
  page: (id: number) => ['content-pages', id] as const,
  publicPage: (id: number) => ['content-page', id] as const,
};
