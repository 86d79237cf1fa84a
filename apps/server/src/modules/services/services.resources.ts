import {
  defaultVariableApi,
  serviceApi,
  serviceCategoryApi,
  type ServiceCategoryBody,
} from '@darvazeh/shared';
import { defaultVariables, serviceCategories, services, serviceVersions } from '../../db/schema/services.js';
import { columnFields } from '../../plugins/resources/column-fields.js';
import type { ResourceDefinition } from '../../plugins/resources/resource-definition.js';
import { labels, serviceMessages as text } from '../../messages/index.js';
import { assertVariableParses } from './default-variables.service.js';
import { assertCategoryRemovable, categoryValues } from './service-categories.service.js';
import { assertCategoriesLive, serviceValues } from './services.service.js';
import { categoryOrder, servicesInCategories } from './services.repository.js';

type CategoryBody = Required<Pick<ServiceCategoryBody, 'name' | 'parentId' | 'icon' | 'order'>>;

/**
 * Service categories (servicecategory): roots and their sub categories, two levels; every signed-in user
 * reads them (the service basket), Admins write. A name is unique among its live siblings; a category with
 * live sub categories or services is not deleted.
 */
export const serviceCategoryResource: ResourceDefinition = {
  api: serviceCategoryApi,
  table: serviceCategories,
  fields: columnFields(serviceCategories, ['id', 'name', 'parentId', 'order', 'createdAt']),
  defaultOrder: categoryOrder,
  uniqueMessages: { service_categories_sibling_name_live: text.categoryNameTaken },
  recycle: {
    label: labels.serviceCategory,
    title: serviceCategories.name,
    parents: [{ column: serviceCategories.parentId, kind: 'servicecategory' }],
  },
  hooks: {
    toValues: (body, tx, id) => categoryValues(tx, body as CategoryBody, id),
    beforeRemove: assertCategoryRemovable,
  },
};

/**
 * Service definitions (service), Admins only: the draft with every SPEC §3 field. A write is checked
 * against the live rows it names (categories, prerequisite, collection, and the process graph through
 * the shared whole-graph check) in its transaction, and refused with every problem at once; `serviceEname`
 * is unique among live services. `version` and `publishedVersion` are answered, never taken.
 */
export const serviceResource: ResourceDefinition = {
  api: serviceApi,
  table: services,
  fields: {
    ...columnFields(services, [
      'id',
      'serviceFname',
      'serviceEname',
      'enabled',
      'publishedVersion',
      'createdAt',
    ]),
    categoryId: { column: services.id, type: 'number', membership: servicesInCategories },
  },
  nameColumn: services.serviceEname,
  duplicateNameMessage: text.duplicateEname,
  // A service that requests (or drafts) name is not purged: they keep their history.
  recycle: {
    label: labels.service,
    title: services.serviceFname,
    assertRestorable: assertCategoriesLive,
    purgeAlso: [serviceVersions.serviceId],
  },
  hooks: {
    toValues: (body, tx, id) => serviceValues(tx, body, id),
  },
};

/** Default variables (defaultvariable), Admins only; the name is unique and an expression must parse. */
export const defaultVariableResource: ResourceDefinition = {
  api: defaultVariableApi,
  table: defaultVariables,
  fields: columnFields(defaultVariables, ['id', 'name', 'kind', 'createdAt']),
  nameColumn: defaultVariables.name,
  duplicateNameMessage: text.duplicateVariable,
  hooks: {
    toValues: (body) => {
      assertVariableParses(body);
      return { name: body.name, value: body.value, kind: body.kind, description: body.description };
    },
  },
};
