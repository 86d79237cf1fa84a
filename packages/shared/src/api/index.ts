// Every API endpoint, declared once (docs/adr/0004-endpoint-declarations.md).
export { accountApi } from './account.js';
export { backupApi } from './backups.js';
export { holidayApi } from './calendar.js';
export { identityProviderApi } from './identity-providers.js';
export { dataCollectionApi, recordApi } from './collections.js';
export { contentPageApi, menuApi, newsApi } from './content.js';
export { dashboardApi } from './dashboards.js';
export { statisticsApi } from './statistics.js';
export { deletedItemApi } from './deleted-items.js';
export { docRepoApi, docRepoFolderApi } from './doc-repo.js';
export { filesApi } from './files.js';
export { externalServiceApi, functionApi, functionLogApi, unitWebserviceAccessApi } from './functions.js';
export {
  defaultUsersUnitRoleApi,
  importApi,
  roleApi,
  unitApi,
  unitResponsibilityApi,
  unitResponsibilityLogApi,
  unitRoleApi,
  unitTypeApi,
  userApi,
  userResourceApi,
} from './organisation.js';
export { queryApi } from './queries.js';
export { requestApi, substitutionApi, taskApi, tempAnswerApi } from './requests.js';
export { defaultVariableApi, serviceApi, serviceCategoryApi } from './services.js';
export { generalSettingApi, settingsApi } from './settings.js';
export {
  samlSignInApi,
  samlSpApi,
  ssoApi,
  ssoIpLimitApi,
  ssoKeysApi,
  ssoUnitLimitApi,
  ssoUserLimitApi,
} from './sso.js';
export { ssoOidcApi } from './sso-oidc.js';
export { authLogApi, eventOnLogApi, outboxApi, securityStampLogApi, systemEventApi } from './system.js';
export { logsApi, programLogApi } from './logs.js';
export * from './endpoint.js';
export * from './resource.js';
export type { SchemaSet } from './schema-set.js';
