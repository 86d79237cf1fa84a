import { useStoredQuery } from '../../features/queries/api/query-queries';
import { QueryForm } from '../../features/queries/components/query-form';
import { commonMessages, queryMessages } from '../../lib/messages';
import { pathTo } from '../../lib/paths';
import { RouteItem, useRouteItem } from './route-item';

/** `/panel/function-management/queries/detail/{id?}` (Admin): stored query `id`, or a new one without it. */
export default function QueryDetailPage() {
  const { item, status } = useRouteItem(useStoredQuery);
  return (
    <RouteItem
      {...status}
      notFound={{ title: queryMessages.form.notFound, text: commonMessages.maybeDeleted }}
      back={{ label: queryMessages.form.back, to: pathTo('query-list') }}
    >
      {/* Keyed by the query, so the form restarts from what the server holds. */}
      {() => <QueryForm key={item?.id ?? 'new'} item={item ?? null} />}
    </RouteItem>
  );
}
