import { newsApi } from '@darvazeh/shared';
import { news } from '../../db/schema/index.js';
import type { ResourceDefinition } from '../../plugins/resources/resource-definition.js';
import { columnFields } from '../../plugins/resources/column-fields.js';
import { sanitizeRichText } from '../content/content.service.js';
import { attachFiles, releaseFiles } from '../files/files.service.js';
import { NEWS_DEFAULT_ORDER, NEWS_LIST_COLUMNS, newsVisibleTo } from './news.repository.js';
import { labels } from '../../messages/index.js';

/**
 * News (اخبار), a plain resource: anyone, visitors included, lists and reads the items `newsVisibleTo`
 * lets them see (published ones whose publish date has come; Admins every item); Admins write. The body
 * is sanitised before it is stored, and the image attached (a replaced one released) in the save.
 */
export const newsResource: ResourceDefinition = {
  api: newsApi,
  table: news,
  fields: columnFields(news, ['id', 'name', 'published', 'publishDate']),
  ownedBy: newsVisibleTo,
  defaultOrder: NEWS_DEFAULT_ORDER,
  listColumns: NEWS_LIST_COLUMNS,
  // Its image stays attached while it is in the recycle bin and goes when it is purged.
  recycle: { label: labels.news, title: news.name, files: true },
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
