import type { TaskBox } from '@darvazeh/shared';
import { useBoxCounts, useRequestPage, useTaskPage } from '../api/task-queries';
import { BoxTabs } from './box-tabs';
import { requestQueryOf, taskQueryOf } from './inbox-filter';
import { inboxMessages as m } from '../../../lib/messages';
import type { DateFieldRenderer } from '../../../components/date-field';
import { InboxViews, useInboxView } from './inbox-views';
import { useInboxFilter } from './use-inbox-filter';

/** The provider's boxes (Camunda Tasklist's: waiting for my units, mine, late, what I sent on). */
export const PROVIDER_BOXES: readonly TaskBox[] = ['received', 'claimed', 'overdue', 'sent'];

/**
 * The providers' inbox (کارتابل کارشناس): the boxes as tabs with their counts, the filters and the tasks;
 * or the requests their unit responsibilities own (view=requests, with the request state filter too),
 * all kept in the address so a reload opens the same view.
 */
export function ProviderInbox({ renderDate }: { renderDate: DateFieldRenderer }) {
  const { isTasks } = useInboxView();
  const { filter, update } = useInboxFilter('received');
  const counts = useBoxCounts(PROVIDER_BOXES);
  const tasks = useTaskPage(taskQueryOf(filter), isTasks);
  // The requests their units own: where a dashboard card's rows lead them (the server scopes it again).
  const requests = useRequestPage({ ...requestQueryOf(filter), box: 'owned' }, !isTasks);
  return (
    <InboxViews
      label={m.providerViewsLabel}
      filter={filter}
      update={update}
      renderDate={renderDate}
      tasks={tasks}
      requests={requests}
      openable={false}
      boxes={
        <BoxTabs
          boxes={PROVIDER_BOXES}
          value={filter.box}
          counts={counts}
          onChange={(box) => update({ box })}
        />
      }
    />
  );
}
