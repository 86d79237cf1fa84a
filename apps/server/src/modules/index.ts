import type { AppModule, FileAccessCheck, ModuleContext } from './app-module.js';
import { collectionsModule } from './collections/collections.module.js';
import { contentModule } from './content/content.module.js';
import { docRepoModule } from './doc-repo/doc-repo.module.js';
import { filesModule } from './files/files.module.js';
import { identityModule } from './identity/identity.module.js';
import { newsModule } from './news/news.module.js';
import { organisationModule } from './organisation/organisation.module.js';
import { requestsModule } from './requests/requests.module.js';
import { settingsModule } from './settings/settings.module.js';
import { siteModule } from './site/site.module.js';
import { ssoModule } from './sso/sso.module.js';
import { systemModule } from './system/system.module.js';

/**
 * Every domain module of the app, in the order their endpoints are registered. The files module comes
 * last: it serves downloads under the file-access rules all the others declare.
 */
export function appModules(ctx: ModuleContext, extra: readonly AppModule[] = []): AppModule[] {
  const modules = [
    identityModule(ctx),
    organisationModule(ctx),
    newsModule(),
    contentModule(ctx),
    docRepoModule(),
    settingsModule(ctx),
    requestsModule(),
    collectionsModule(ctx),
    ssoModule(ctx),
    systemModule(),
    siteModule(ctx),
    ...extra,
  ];
  const access: Record<string, FileAccessCheck> = Object.fromEntries(
    modules.flatMap((module) => Object.entries(module.fileAccess ?? {})),
  );
  return [...modules, filesModule(ctx, access)];
}
