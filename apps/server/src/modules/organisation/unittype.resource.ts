import { unitTypeApi } from '@darvazeh/shared';
import { unitTypes } from '../../db/schema/index.js';
import type { ResourceDefinition } from '../../plugins/resources/resource-definition.js';
import { columnFields } from '../../plugins/resources/column-fields.js';
import { labels } from '../../messages/index.js';

/** Unit types (نوع واحد): any signed-in user reads them, only Admins change them. */
export const unitTypeResource: ResourceDefinition = {
  api: unitTypeApi,
  table: unitTypes,
  fields: columnFields(unitTypes, ['id', 'name', 'createdAt']),
  nameColumn: unitTypes.name,
  recycle: { label: labels.unitType, title: unitTypes.name },
};
