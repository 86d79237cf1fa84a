import { useNavigate } from 'react-router';
import { useTask } from '../../features/requests/api/task-queries';
import { TaskView } from '../../features/requests/components/task-view';
import { inboxMessages } from '../../lib/messages';
import { pathTo } from '../../lib/paths';
import { renderForm, renderUnitPicker, useSignatureInfo } from './request-renderers';
import { RouteItem, useRouteId } from './route-item';

/** `/panel/inbox/{id}` (Employee or Admin): one task, its request and the actions on it. */
export default function TaskPage() {
  const route = useRouteId();
  const navigate = useNavigate();
  const { data, isError } = useTask(route.id);
  const signature = useSignatureInfo();
  return (
    <RouteItem
      isMissing={route.id === null || isError}
      isLoading={!data}
      notFound={{ title: inboxMessages.task.notFound, text: inboxMessages.task.notFoundText }}
      back={{ label: inboxMessages.task.back, to: pathTo('provider-inbox') }}
    >
      {() => (
        <TaskView
          detail={data!}
          renderForm={renderForm}
          renderUnitPicker={renderUnitPicker}
          signature={signature}
          onDone={() => void navigate(pathTo('provider-inbox'))}
        />
      )}
    </RouteItem>
  );
}
