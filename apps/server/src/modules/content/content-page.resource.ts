import { contentPageApi } from '@darvazeh/shared';
import { contentPages } from '../../db/schema/index.js';
import { AppError } from '../../plugins/errors.js';
import type { ResourceDefinition } from '../../plugins/resources/resource-definition.js';
import { columnFields } from '../../plugins/resources/column-fields.js';
import { pageInMenu } from './content.repository.js';
import { sanitizeRichText } from './rich-text.js';
import { contentMessages, labels } from '../../messages/index.js';

/**
 * Content pages (صفحه محتوا): Admins keep them through the resource routes; visitors read them through
 * `GET content-page/{id}` (content-page.routes.ts). The HTML is sanitised before every write.
 */
export const contentPageResource: ResourceDefinition = {
  api: contentPageApi,
  table: contentPages,
  fields: columnFields(contentPages, ['id', 'title', 'createdAt', 'updatedAt']),
  recycle: { label: labels.contentPage, title: contentPages.title },
  hooks: {
    toValues: ({ title, html }) => ({ title, html: sanitizeRichText(html as string) }),
    // A menu item must never point at a page that is gone.
    beforeRemove: async (tx, id) => {
      if (await pageInMenu(tx, id)) throw new AppError('bad_request', contentMessages.pageInMenu);
    },
  },
};
