import { recycleKindsOf, type AppModule, type FileAccessCheck, type ModuleContext } from './app-module.js';
import { calendarModule } from './calendar/calendar.module.js';
import { collectionsModule } from './collections/collections.module.js';
import { contentModule } from './content/content.module.js';
import { dashboardsModule } from './dashboards/dashboards.module.js';
import { docRepoModule } from './doc-repo/doc-repo.module.js';
import { eventsModule } from './events/events.module.js';
import { fileServiceOf, filesModule } from './files/files.module.js';
import { functionsModule } from './functions/functions.module.js';
import { createFunctionRunner } from './functions/functions.service.js';
import { outboundPolicy } from '../plugins/guarded-http/outbound-policy.js';
import { secretBox } from '../plugins/secret-box.js';
import { identityModule } from './identity/identity.module.js';
import { identityProvidersModule } from './identity-providers/identity-providers.module.js';
import { newsModule } from './news/news.module.js';
import { notificationsModule } from './notifications/notifications.module.js';
import { organisationModule } from './organisation/organisation.module.js';
import { queriesModule } from './queries/queries.module.js';
import { recycleBinModule } from './recycle-bin/recycle-bin.module.js';
import { recycleRegistry } from '../plugins/resources/recycle-registry.js';
import { registrationModule } from './registration/registration.module.js';
import { requestsModule } from './requests/requests.module.js';
import { servicesModule } from './services/services.module.js';
import { settingsModule } from './settings/settings.module.js';
import { siteModule } from './site/site.module.js';
import { ssoModule } from './sso/sso.module.js';
import { substitutionsModule } from './substitutions/substitutions.module.js';
import { systemModule } from './system/system.module.js';
import { trackingModule } from './tracking/tracking.module.js';
import { webServicesModule } from './web-services/web-services.module.js';
import { wsHelpModule } from './ws-help/ws-help.module.js';

/**
 * Every domain module of the app, in the order their endpoints are registered. The files module comes
 * last: it serves downloads under the file-access rules all the others declare; its service is made
 * first, so the functions module reads uploads under the same rules. The recycle bin comes after every
 * module whose kinds it holds.
 */
export function appModules(ctx: ModuleContext, extra: readonly AppModule[] = []): AppModule[] {
  // Functions read the caller's uploaded workbooks (arrayFromExcel) through the same file rules as
  // downloads; the file service is made once every module's rules are known, before any function runs.
  const later: { files?: ReturnType<typeof fileServiceOf> } = {};
  const secrets = secretBox({ secret: ctx.config.secretsKey, dataDir: ctx.config.dataDir });
  const runner = createFunctionRunner({
    db: ctx.db,
    outbound: outboundPolicy({ allowHosts: ctx.config.outbound.allowHosts }),
    secrets,
    uploads: async (principal, id) => {
      const files = later.files!;
      const row = await files.findReadable(principal, id, 'temp-file');
      return row && { path: files.storedPath(row), size: row.size };
    },
  });
  // Signing out of the portal signs out of the connected systems (single logout, the sso module's).
  const sso = ssoModule(ctx);
  const modules = [
    identityModule(ctx, sso.signedOut),
    identityProvidersModule(ctx),
    registrationModule(ctx),
    organisationModule(ctx),
    newsModule(),
    contentModule(ctx),
    docRepoModule(),
    settingsModule(ctx),
    requestsModule(ctx, runner),
    webServicesModule(ctx, runner),
    substitutionsModule(ctx),
    trackingModule(ctx),
    collectionsModule(ctx),
    queriesModule(ctx),
    dashboardsModule(ctx),
    servicesModule(ctx),
    calendarModule(ctx),
    sso,
    systemModule(ctx),
    eventsModule(ctx, runner),
    notificationsModule(ctx),
    wsHelpModule(ctx),
    siteModule(ctx),
    ...extra,
  ];
  const access: Record<string, FileAccessCheck> = Object.fromEntries(
    modules.flatMap((module) => Object.entries(module.fileAccess ?? {})),
  );
  const files = (later.files = fileServiceOf(ctx, access));
  const functions = functionsModule(ctx, runner, secrets);
  // The recycle bin holds every kind the others declare; it purges their files through the file service.
  const kinds = recycleRegistry([...modules, functions].flatMap(recycleKindsOf));
  return [...modules, functions, recycleBinModule(ctx, kinds, files), filesModule(ctx, files)];
}
