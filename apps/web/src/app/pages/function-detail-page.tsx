import { useFunction } from '../../features/functions/api/function-queries';
import { FunctionForm } from '../../features/functions/components/function-form';
import { commonMessages, functionMessages } from '../../lib/messages';
import { pathTo } from '../../lib/paths';
import { RouteItem, useRouteId, useRouteItem } from './route-item';

/**
 * `/panel/function-management/detail/{id?}` (function `id`, or a new one without it) and
 * `/panel/function-management/new/{categoryId?}` (a new function in that category); Admin.
 */
export default function FunctionDetailPage() {
  const category = useRouteId('categoryId');
  const { item, status } = useRouteItem(useFunction);
  return (
    <RouteItem
      isMissing={status.isMissing || !category.isValid}
      isLoading={status.isLoading}
      notFound={{ title: functionMessages.form.notFound, text: commonMessages.maybeDeleted }}
      back={{ label: functionMessages.form.back, to: pathTo('function-list') }}
    >
      {/* Keyed by the function, so the form restarts from what the server holds. */}
      {() => <FunctionForm key={item?.id ?? 'new'} item={item ?? null} categoryId={category.id} />}
    </RouteItem>
  );
}
