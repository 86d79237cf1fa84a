import type { AppModule } from '../app-module.js';
import { newsResource } from './news.resource.js';
import { newsFileReadable } from './news.service.js';

/** News (SPEC §2 news pages, §7 `news/filter`): a plain resource whose image is public when the item is. */
export function newsModule(): AppModule {
  return {
    name: 'news',
    resources: [newsResource],
    fileAccess: { news: newsFileReadable },
  };
}
