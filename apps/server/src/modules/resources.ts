import type {
  ReadOnlyResourceDefinition,
  ResourceDefinition,
} from '../plugins/resources/resource-definition.js';
import { unitTypeResource } from './organisation/unittype.resource.js';
import {
  defaultUsersUnitRoleResource,
  unitResource,
  unitRoleResource,
} from './organisation/unit.resource.js';
import {
  unitResponsibilityLogResource,
  unitResponsibilityResource,
} from './organisation/unitresponsibility.resource.js';
import { roleResource, userResource } from './organisation/user.resource.js';
import { contentPageResource } from './content/content-page.resource.js';
import { menuResource } from './content/menu.resource.js';
import { docRepoFolderResource, docRepoResource } from './doc-repo/doc-repo.resources.js';
import { generalSettingResource } from './settings/generalsetting.resource.js';
import { dataCollectionResource } from './collections/datacollection.resource.js';
import { ssoResource } from './sso/sso.resource.js';
import { authLogResource, outboxResource, securityStampLogResource } from './system/logs.resources.js';

/** Every resource served by the convention (ARCHITECTURE.md §3); the permission matrix test sweeps them all. */
export const resources: readonly ResourceDefinition[] = [
  unitTypeResource,
  unitRoleResource,
  unitResource,
  unitResponsibilityResource,
  defaultUsersUnitRoleResource,
  roleResource,
  userResource,
  contentPageResource,
  menuResource,
  docRepoFolderResource,
  docRepoResource,
  generalSettingResource,
  dataCollectionResource,
  ssoResource,
];

/** Every read-only resource (logs, outbox). */
export const readOnlyResources: readonly ReadOnlyResourceDefinition[] = [
  authLogResource,
  securityStampLogResource,
  outboxResource,
  unitResponsibilityLogResource,
];
