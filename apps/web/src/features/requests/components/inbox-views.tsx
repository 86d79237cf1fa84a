// An inbox's two views under one filter bar: its tasks (with the boxes as tabs, for a provider) or the
// requests behind them (view=requests, with the request state filter too), the view and the filters kept in
// the address so a reload or a link (a dashboard card's drill-down) opens the same view.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { RequestItem, TaskItem } from '@darvazeh/shared';
import type { DateFieldRenderer } from '../../../components/date-field';
import { inboxMessages as m } from '../../../lib/messages';
import type { InboxFilter } from './inbox-filter';
import { InboxFilterBar } from './inbox-filter-bar';
import { RequestList } from './request-list';
import { TaskList } from './task-list';

type Page<T> = { data?: { list: T[]; pages: number } | undefined; isFetching: boolean };

/** Whether the address shows the tasks (the default) or the requests, and how to switch. */
export function useInboxView() {
  const [params, setParams] = useSearchParams();
  const isTasks = params.get('view') !== 'requests';
  const setView = (tasks: boolean) => {
    const written = new URLSearchParams(params);
    written.delete('page');
    if (tasks) written.delete('view');
    else written.set('view', 'requests');
    setParams(written);
  };
  return { isTasks, setView };
}

export interface InboxViewsProps {
  /** The tabs' accessible name. */
  label: string;
  filter: InboxFilter;
  update: (part: Partial<InboxFilter>) => void;
  renderDate: DateFieldRenderer;
  tasks: Page<TaskItem>;
  requests: Page<RequestItem>;
  /** What stands between the tabs and the filters in the tasks view (a provider's boxes). */
  boxes?: ReactNode;
  /** Whether a request opens from the list (an Admin's); a provider opens its tasks from the boxes. */
  openable?: boolean;
}

export function InboxViews({
  label,
  filter,
  update,
  renderDate,
  tasks,
  requests,
  boxes,
  openable = true,
}: InboxViewsProps) {
  const { isTasks, setView } = useInboxView();
  const paging = { page: filter.page, onPageChange: (page: number) => update({ page }) };
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Tabs
        value={isTasks ? 'tasks' : 'requests'}
        onChange={(_event, next: string) => setView(next === 'tasks')}
        aria-label={label}
      >
        <Tab value="tasks" label={m.views.tasks} />
        <Tab value="requests" label={m.views.requests} />
      </Tabs>
      {isTasks && boxes}
      <InboxFilterBar
        // Keyed by the address's filters, so going back in history shows them in the fields too.
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
          isFetching={tasks.isFetching}
          {...paging}
        />
      ) : (
        <RequestList
          rows={requests.data?.list}
          pages={requests.data?.pages ?? 1}
          isFetching={requests.isFetching}
          openable={openable}
          {...paging}
        />
      )}
    </Box>
  );
}
