import { contentPageApi, menuApi } from '@darvazeh/shared';
import { bind } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { AppModule, ModuleContext } from '../app-module.js';
import { contentPageResource } from './content-page.resource.js';
import { navbarMenu, publishedPage } from './content.service.js';
import { menuResource } from './menu.resource.js';

/**
 * Content (SPEC §2 public routes): Admins write content pages and the navbar menu through their
 * resources; any visitor, signed in or not, reads a page and the menu.
 */
export function contentModule({ db }: ModuleContext): AppModule {
  return {
    name: 'content',
    resources: [contentPageResource, menuResource],
    endpoints: [
      bind(contentPageApi.published, async ({ params }) => ok(await publishedPage(db, params.id))),
      bind(menuApi.getMenues, async () => ok(await navbarMenu(db))),
    ],
  };
}
