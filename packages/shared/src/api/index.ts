// Every API endpoint, declared once (docs/adr/0004-endpoint-declarations.md).
import { accountApi } from './account.js';
import { backupApi } from './backups.js';
import { holidayApi } from './calendar.js';
import { identityProviderApi } from './identity-providers.js';
import { dataCollectionApi, recordApi } from './collections.js';
import { contentPageApi, menuApi, newsApi } from './content.js';
import { deletedItemApi } from './deleted-items.js';
import { docRepoApi, docRepoFolderApi } from './doc-repo.js';
import { filesApi } from './files.js';
import { functionApi, functionLogApi, unitWebserviceAccessApi } from './functions.js';
import {
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
import { queryApi } from './queries.js';
import { requestApi, substitutionApi, taskApi, tempAnswerApi } from './requests.js';
import { defaultVariableApi, serviceApi, serviceCategoryApi } from './services.js';
import { generalSettingApi, settingsApi } from './settings.js';
import {
  samlSignInApi,
  samlSpApi,
  ssoApi,
  ssoIpLimitApi,
  ssoKeysApi,
  ssoUnitLimitApi,
  ssoUserLimitApi,
} from './sso.js';
import { ssoOidcApi } from './sso-oidc.js';
import { authLogApi, eventOnLogApi, outboxApi, securityStampLogApi, systemEventApi } from './system.js';
import { logsApi, programLogApi } from './logs.js';

export * from './endpoint.js';
export * from './resource.js';
export type { SchemaSet } from './schema-set.js';
export {
  accountApi,
  authLogApi,
  backupApi,
  contentPageApi,
  dataCollectionApi,
  defaultUsersUnitRoleApi,
  defaultVariableApi,
  deletedItemApi,
  docRepoApi,
  docRepoFolderApi,
  eventOnLogApi,
  filesApi,
  functionApi,
  functionLogApi,
  generalSettingApi,
  holidayApi,
  identityProviderApi,
  importApi,
  logsApi,
  menuApi,
  newsApi,
  outboxApi,
  programLogApi,
  queryApi,
  recordApi,
  requestApi,
  roleApi,
  securityStampLogApi,
  serviceApi,
  serviceCategoryApi,
  settingsApi,
  samlSignInApi,
  samlSpApi,
  ssoApi,
  ssoIpLimitApi,
  ssoKeysApi,
  ssoUnitLimitApi,
  ssoUserLimitApi,
  ssoOidcApi,
  substitutionApi,
  systemEventApi,
  taskApi,
  tempAnswerApi,
  unitApi,
  unitResponsibilityApi,
  unitResponsibilityLogApi,
  unitRoleApi,
  unitTypeApi,
  unitWebserviceAccessApi,
  userApi,
  userResourceApi,
};
