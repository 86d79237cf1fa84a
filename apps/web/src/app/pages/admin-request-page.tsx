import { useRequest } from '../../features/requests/api/task-queries';
import { RequestView } from '../../features/requests/components/request-view';
import { commonMessages, inboxMessages } from '../../lib/messages';
import { pathTo } from '../../lib/paths';
import { renderForm } from './request-renderers';
import { RouteItem, useRouteId } from './route-item';

/** `/panel/admin-inbox/requests/{id}` (Admin): one request, its tasks, answers and whole history. */
export default function AdminRequestPage() {
  const route = useRouteId();
  const { data, isError } = useRequest(route.id);
  return (
    <RouteItem
      isMissing={route.id === null || isError}
      isLoading={!data}
      notFound={{ title: inboxMessages.request.notFound, text: commonMessages.maybeDeleted }}
      back={{ label: inboxMessages.task.back, to: pathTo('admin-inbox') }}
    >
      {() => <RequestView detail={data!} renderForm={renderForm} />}
    </RouteItem>
  );
}
