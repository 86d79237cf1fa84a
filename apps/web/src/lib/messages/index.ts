// Every Persian string of the web app, so a reviewer reads them in one place (STYLE.md §4): one file per
// area, each area one named export, so a page bundles only the areas it uses (the visitor's first page
// needs no identity or admin texts). No string is written twice: words several areas say live in
// `common` (or in the area they belong to) and are reused; messages.test.ts checks it. Wording follows
// GLOSSARY.md; the SPEC §8 texts come from @darvazeh/shared, shown here in `noticeMessages`.
export { commonMessages } from './common';
export { noticeMessages } from './notices';
export { routeNames } from './routes';
export { shellMessages } from './shell';
export { identityMessages } from './identity';
export { organisationMessages } from './organisation';
export { systemMessages } from './system';
export { recycleBinMessages } from './recycle-bin';
export { eventMessages } from './events';
export { backupMessages } from './backups';
export { newsMessages } from './news';
export { ssoMessages } from './sso';
export { samlMessages } from './saml';
export { oidcConsentMessages, oidcMessages, ssoContinueMessages } from './sso-oidc';
export { ssoGrantMessages, ssoScopeNames } from './sso-grants';
export { contentMessages } from './content';
export { menuMessages } from './menus';
export { docRepoMessages } from './doc-repo';
export { collectionMessages } from './collections';
export { recordMessages } from './records';
export { formMessages } from './forms';
export { formFunctionMessages } from './form-functions';
export { panelEntryMessages } from './requests';
export {
  displaySystemsMessages,
  registrationSettingMessages,
  settingsMessages,
  smsSettingMessages,
  ssoProvidersMessages,
} from './settings';
export { uploadMessages } from './uploads';
export { editorMessages } from './editor';
export { excelImportMessages } from './excel-import';
export { functionMessages } from './functions';
export { queryMessages } from './queries';
export { muiMessages } from './mui';
export { serviceMessages } from './services';
export { calendarMessages } from './calendar';
export { applicantMessages } from './applicant';
export { panelHomeMessages } from './panel-home';
export { inboxMessages } from './inbox';
export { substitutionMessages } from './substitutions';
export { trackingMessages } from './tracking';
export { serviceAdminMessages } from './service-admin';
export { dashboardMessages } from './dashboards';
