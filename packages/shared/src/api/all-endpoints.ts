// Every declared endpoint in one list, for the server's checks and the sweeps (not for the web app).
import type { EndpointSpec } from './endpoint.js';
import { accountApi } from './account.js';
import { dataCollectionApi, recordApi } from './collections.js';
import { contentPageApi, menuApi, newsApi } from './content.js';
import { docRepoApi, docRepoFolderApi } from './doc-repo.js';
import { filesApi } from './files.js';
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
} from './organisation.js';
import { requestApi } from './requests.js';
import { generalSettingApi, settingsApi } from './settings.js';
import { ssoApi } from './sso.js';
import { authLogApi, outboxApi, securityStampLogApi } from './system.js';

const groups: readonly object[] = [
  accountApi,
  filesApi,
  unitTypeApi,
  unitRoleApi,
  unitApi,
  unitResponsibilityApi,
  unitResponsibilityLogApi,
  defaultUsersUnitRoleApi,
  roleApi,
  userApi,
  importApi,
  contentPageApi,
  menuApi,
  newsApi,
  docRepoFolderApi,
  docRepoApi,
  settingsApi,
  generalSettingApi,
  dataCollectionApi,
  recordApi,
  ssoApi,
  requestApi,
  authLogApi,
  securityStampLogApi,
  outboxApi,
];

const isEndpoint = (value: unknown): value is EndpointSpec =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

/** Every declared endpoint; the server must serve exactly these, and the sweeps walk them. */
export const allEndpoints: readonly EndpointSpec[] = groups.flatMap((group) =>
  Object.values(group).filter(isEndpoint),
);
