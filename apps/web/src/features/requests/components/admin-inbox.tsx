import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { useRequestPage, useTaskPage } from '../api/task-queries';
import { requestQueryOf, taskQueryOf } from './inbox-filter';
import type { DateFieldRenderer } from '../../../components/filter-form';
import { InboxFilterBar } from './inbox-filter-bar';
import { RequestList } from './request-list';
import { TaskList } from './task-list';
import { useInboxFilter } from './use-inbox-filter';
import { inboxMessages as m } from '../../../lib/messages';

type View = 'tasks' | 'requests';

/**
 * The Admin's inbox (کارتابل مدیر): every task (box all) or every request, under the same filters; the
 * view and the filters are kept in the address.
 */
export function AdminInbox({ renderDate }: { renderDate: DateFieldRenderer }) {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'requests' ? 'requests' : 'tasks';
  const { filter, update } = useInboxFilter('all');
  const isTasks = view === 'tasks';
  const tasks = useTaskPage({ ...taskQueryOf(filter), box: 'all' }, isTasks);
  const requests = useRequestPage(requestQueryOf(filter), !isTasks);
  const setView = (next: View) => {
    const written = new URLSearchParams(params);
    written.delete('page');
    if (next === 'requests') written.set('view', next);
    else written.delete('view');
    setParams(written);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Tabs value={view} onChange={(_event, next: View) => setView(next)} aria-label={m.viewsLabel}>
        <Tab value="tasks" label={m.views.tasks} data-testid="view-tasks" />
        <Tab value="requests" label={m.views.requests} data-testid="view-requests" />
      </Tabs>
      <InboxFilterBar
        key={JSON.stringify([
          filter.serviceId,
          filter.state,
          filter.trackingCode,
          filter.q,
          filter.from,
          filter.to,
        ])}
        filter={filter}
        onApply={update}
        renderDate={renderDate}
        withState={!isTasks}
      />
      {isTasks ? (
        <TaskList
          rows={tasks.data?.list}
          pages={tasks.data?.pages ?? 1}
          page={filter.page}
          onPageChange={(page) => update({ page })}
          isFetching={tasks.isFetching}
        />
      ) : (
        <RequestList
          rows={requests.data?.list}
          pages={requests.data?.pages ?? 1}
          page={filter.page}
          onPageChange={(page) => update({ page })}
          isFetching={requests.isFetching}
        />
      )}
    </Box>
  );
}
