import { newsBody, newsItem, ROLE_ADMIN } from '@darvazeh/shared';
import { news } from '../../db/schema/index.js';
import type { ResourceDefinition } from '../../plugins/resources/resource-definition.js';
import { sanitizeRichText } from '../content/rich-text.js';
import { attachFiles, releaseFiles } from '../files/files.service.js';

const admin = [ROLE_ADMIN];

/**
 * News (اخبار) as the resource convention sees it: fields to filter and sort on, and the write hooks
 * (the body sanitised before it is stored; the image attached, a replaced one released, in the save's
 * transaction). news.routes.ts serves it, because visitors read published news without signing in.
 */
export const newsResource: ResourceDefinition = {
  name: 'news',
  table: news,
  fields: {
    id: { column: news.id, type: 'number' },
    name: { column: news.name, type: 'text' },
    published: { column: news.published, type: 'boolean' },
    publishDate: { column: news.publishDate, type: 'date' },
  },
  item: newsItem,
  createBody: newsBody,
  updateBody: newsBody,
  access: { list: ['*'], read: ['*'], create: admin, update: admin, delete: admin },
  hooks: {
    toValues: (body) => ({
      ...body,
      body: sanitizeRichText(body.body as string),
      publishDate: new Date(body.publishDate as string),
    }),
    afterWrite: async (tx, id, body, actor) => {
      const owner = { resource: 'news', id };
      const keep = typeof body.imageFileId === 'string' ? [body.imageFileId] : [];
      await attachFiles(tx, actor.user, keep, owner, 'image');
      await releaseFiles(tx, owner, keep);
    },
  },
};
