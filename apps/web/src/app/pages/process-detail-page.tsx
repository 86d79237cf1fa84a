import { isAdmin } from '@darvazeh/shared';
import { LazyFormFieldsDesigner } from '../../features/collections/components/lazy-form-fields-designer';
import { LazyJalaliPicker } from '../../features/forms';
import { useProfile } from '../../features/identity/api/get-profile';
import { profilePrincipal } from '../../features/identity/session';
import { useService } from '../../features/services/api/service-queries';
import { ServiceDesigner } from '../../features/services/components/service-designer';
import { PageCard } from '../../components/section-card';
import { commonMessages, routeNames, serviceMessages } from '../../lib/messages';
import { pathTo } from '../../lib/paths';
import type { ElementsEditorRenderer } from '../../features/services/components/rule-sections';
import type { DateFieldRenderer } from '../../components/date-field';
import { RouteItem, useRouteId, useRouteItem } from './route-item';

const text = serviceMessages.designer;

const renderDate: DateFieldRenderer = (props) => (
  <LazyJalaliPicker {...props} required={false} disabled={false} />
);
const renderElements: ElementsEditorRenderer = (props) => <LazyFormFieldsDesigner {...props} />;

/**
 * `/process/detail/{id?}` (service `id`, or a new one) and `/process/new/{categoryId}/{subCategoryId}` (a
 * new service in that sub category); Admin. The page passes the designer the Jalali date picker and the
 * collection designer's field editor, so the features stay apart.
 */
export default function ProcessDetailPage() {
  const { item, status } = useRouteItem(useService);
  const category = useRouteId('categoryId');
  const sub = useRouteId('subCategoryId');
  const profile = useProfile();
  const categories = sub.id !== null ? [sub.id] : category.id !== null ? [category.id] : [];
  return (
    <RouteItem
      isMissing={status.isMissing || !category.isValid || !sub.isValid}
      isLoading={status.isLoading}
      notFound={{ title: text.notFound, text: commonMessages.maybeDeleted }}
      back={{ label: text.back, to: pathTo('process-list') }}
    >
      {() => (
        <PageCard title={item ? text.editTitle : routeNames.processNew}>
          {/* Keyed by the service, so the designer restarts from what the server holds. */}
          <ServiceDesigner
            key={item?.id ?? 'new'}
            item={item ?? null}
            categories={categories}
            renderDate={renderDate}
            renderElements={renderElements}
            showFloatSave={profile !== null && isAdmin(profilePrincipal(profile))}
          />
        </PageCard>
      )}
    </RouteItem>
  );
}
