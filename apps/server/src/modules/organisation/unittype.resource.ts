import { unitTypeApi } from '@darvazeh/shared';
import { unitTypes } from '../../db/schema/index.js';
import type { ResourceDefinition } from '../../plugins/resources/resource-definition.js';

/** Unit types (نوع واحد): any signed-in user reads them, only Admins change them. */
export const unitTypeResource: ResourceDefinition = {
  api: unitTypeApi,
  table: unitTypes,
  fields: {
    id: { column: unitTypes.id, type: 'number' },
    name: { column: unitTypes.name, type: 'text' },
    createdAt: { column: unitTypes.createdAt, type: 'date' },
  },
  nameColumn: unitTypes.name,
};
