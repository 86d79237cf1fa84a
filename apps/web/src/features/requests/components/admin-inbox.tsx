import { useRequestPage, useTaskPage } from '../api/task-queries';
import { requestQueryOf, taskQueryOf } from './inbox-filter';
import type { DateFieldRenderer } from '../../../components/date-field';
import { InboxViews, useInboxView } from './inbox-views';
import { useInboxFilter } from './use-inbox-filter';
import { inboxMessages as m } from '../../../lib/messages';

/**
 * The Admin's inbox (کارتابل مدیر): every task (box all) or every request, under the same filters; the
 * view and the filters are kept in the address.
 */
export function AdminInbox({ renderDate }: { renderDate: DateFieldRenderer }) {
  const { isTasks } = useInboxView();
  const { filter, update } = useInboxFilter('all');
  const tasks = useTaskPage({ ...taskQueryOf(filter), box: 'all' }, isTasks);
  const requests = useRequestPage(requestQueryOf(filter), !isTasks);
  return (
    <InboxViews
      label={m.viewsLabel}
      filter={filter}
      update={update}
      renderDate={renderDate}
      tasks={tasks}
      requests={requests}
    />
  );
}
