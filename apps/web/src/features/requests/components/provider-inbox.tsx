import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import type { TaskBox } from '@darvazeh/shared';
import { useBoxCounts, useRequestPage, useTaskPage } from '../api/task-queries';
import { BoxTabs } from './box-tabs';
import { requestQueryOf, taskQueryOf } from './inbox-filter';
import { RequestList } from './request-list';
import { inboxMessages as m } from '../../../lib/messages';
import type { DateFieldRenderer } from '../../../components/filter-form';
import { InboxFilterBar } from './inbox-filter-bar';
import { TaskList } from './task-list';
import { useInboxFilter } from './use-inbox-filter';

/** The provider's boxes (Camunda Tasklist's: waiting for my units, mine, late, what I sent on). */
export const PROVIDER_BOXES: readonly TaskBox[] = ['received', 'claimed', 'overdue', 'sent'];

/**
 * The providers' inbox (کارتابل کارشناس): the boxes as tabs with their counts, the filters and the tasks;
 * or the requests their unit responsibilities own (view=requests, with the request state filter too),
 * all kept in the address so a reload opens the same view.
 */
export function ProviderInbox({ renderDate }: { renderDate: DateFieldRenderer }) {
  const [params, setParams] = useSearchParams();
  const isTasks = params.get('view') !== 'requests';
  const { filter, update } = useInboxFilter('received');
  const counts = useBoxCounts(PROVIDER_BOXES);
  const query = useTaskPage(taskQueryOf(filter), isTasks);
  // The requests their units own: where a dashboard card's rows lead them (the server scopes it again).
  const requests = useRequestPage({ ...requestQueryOf(filter), box: 'owned' }, !isTasks);
  const setView = (requestsView: boolean) => {
    const written = new URLSearchParams(params);
    written.delete('page');
    if (requestsView) written.set('view', 'requests');
    else written.delete('view');
    setParams(written);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Tabs
        value={isTasks ? 'tasks' : 'requests'}
        onChange={(_event, next: string) => setView(next === 'requests')}
        aria-label={m.providerViewsLabel}
      >
        <Tab value="tasks" label={m.views.tasks} />
        <Tab value="requests" label={m.views.requests} />
      </Tabs>
      {isTasks && (
        <BoxTabs
          boxes={PROVIDER_BOXES}
          value={filter.box}
          counts={counts}
          onChange={(box) => update({ box })}
        />
      )}
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
          rows={query.data?.list}
          pages={query.data?.pages ?? 1}
          page={filter.page}
          onPageChange={(page) => update({ page })}
          isFetching={query.isFetching}
        />
      ) : (
        <RequestList
          rows={requests.data?.list}
          pages={requests.data?.pages ?? 1}
          page={filter.page}
          onPageChange={(page) => update({ page })}
          isFetching={requests.isFetching}
          openable={false}
        />
      )}
    </Box>
  );
}
