// The server's one messages module (STYLE.md §4): every Persian text the server sends, or stores for people
// to read, one file per area, each wording once (messages.test.ts holds it to that). Modules and plugins
// import it from here; it imports nothing of the server. Wording the web shows too (SPEC §5 and §8, zod
// messages) lives in @darvazeh/shared and is used from there.
export { archiveProblemMessages, backupMessages } from './backups.js';
export { calendarMessages } from './calendar.js';
export { collectionMessages } from './collections.js';
export { commonMessages } from './common.js';
export { contentMessages } from './content.js';
export { dashboardMessages } from './dashboards.js';
export { reportMessages } from './reports.js';
export { docRepoMessages } from './doc-repo.js';
export { eventMessages } from './events.js';
export { excelMessages } from './excel.js';
export { fileMessages } from './files.js';
export { externalServiceMessages, functionMessages } from './functions.js';
export { identityMessages } from './identity.js';
export { labels } from './labels.js';
export { logMessages } from './logs.js';
export { notificationMessages } from './notifications.js';
export { orgMessages } from './organisation.js';
export { outboundMessages } from './outbound.js';
export { queryMessages } from './queries.js';
export { recycleMessages } from './recycle-bin.js';
export { serviceMessages } from './services.js';
export { samlMessages } from './saml.js';
export { ssoMessages } from './sso.js';
export { oidcMessages } from './sso-oidc.js';
export { grantMessages } from './sso-grants.js';
export { substitutionMessages } from './substitutions.js';
export { registrationMessages } from './registration.js';
export { requestMessages } from './requests.js';
export { wsHelpMessages } from './ws-help.js';
export { wsMessages } from './web-services.js';
