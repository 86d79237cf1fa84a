import Box from '@mui/material/Box';
import type { TaskBox } from '@darvazeh/shared';
import { useBoxCounts, useTaskPage } from '../api/task-queries';
import { BoxTabs } from './box-tabs';
import { taskQueryOf } from './inbox-filter';
import type { DateFieldRenderer } from '../../../components/filter-form';
import { InboxFilterBar } from './inbox-filter-bar';
import { TaskList } from './task-list';
import { useInboxFilter } from './use-inbox-filter';

/** The provider's boxes (Camunda Tasklist's: waiting for my units, mine, late, what I sent on). */
export const PROVIDER_BOXES: readonly TaskBox[] = ['received', 'claimed', 'overdue', 'sent'];

/**
 * The providers' inbox (کارتابل کارشناس): the boxes as tabs with their counts, the filters and the tasks,
 * all kept in the address so a reload opens the same view.
 */
export function ProviderInbox({ renderDate }: { renderDate: DateFieldRenderer }) {
  const { filter, update } = useInboxFilter('received');
  const counts = useBoxCounts(PROVIDER_BOXES);
  const query = useTaskPage(taskQueryOf(filter));
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <BoxTabs
        boxes={PROVIDER_BOXES}
        value={filter.box}
        counts={counts}
        onChange={(box) => update({ box })}
      />
      <InboxFilterBar
        // Keyed by the address's filters, so going back in history shows them in the fields too.
        key={JSON.stringify([filter.serviceId, filter.trackingCode, filter.q, filter.from, filter.to])}
        filter={filter}
        onApply={update}
        renderDate={renderDate}
      />
      <TaskList
        rows={query.data?.list}
        pages={query.data?.pages ?? 1}
        page={filter.page}
        onPageChange={(page) => update({ page })}
        isFetching={query.isFetching}
      />
    </Box>
  );
}
