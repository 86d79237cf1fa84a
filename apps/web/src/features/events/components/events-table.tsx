import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import type { SystemEventItem } from '@darvazeh/shared';
import { SearchedTable, useEditDialog, useNamedTable } from '../../../components/searched-table';
import { StatusChip } from '../../../components/status-chip';
import type { TableColumn } from '../../../components/table-columns';
import { JalaliTime } from '../../../components/jalali-time';
import { eventMessages } from '../../../lib/messages';
import {
  useDeleteEvent,
  useEventPage,
  useSetEventEnabled,
  type UserPickerComponent,
} from '../api/event-queries';
import { EventDialog } from './event-dialog';
import { EventRunsDialog } from './event-runs-dialog';
import { TestFireDialog } from './test-fire-dialog';
import { useAllCollections, useAllFunctions, useAllServices } from '../../../lib/shared-lists';

const text = eventMessages;
type Names = {
  collections: Map<number, string>;
  services: Map<number, string>;
  functions: Map<number, string>;
};

/** One Persian line saying what sets the event off. */
function triggerText(trigger: SystemEventItem['trigger'], names: Names): string {
  switch (trigger.kind) {
    case 'record':
      return `${text.kinds.record}: «${names.collections.get(trigger.collectionId) ?? ''}» ${text.recordOn[trigger.on]}`;
    case 'request':
      return `${text.kinds.request}: «${names.services.get(trigger.serviceId) ?? ''}» ${text.requestOn[trigger.on]}`;
    case 'user':
      return `${text.kinds.user} ${text.userOn[trigger.on]}`;
    case 'schedule':
      return `${text.kinds.schedule}: ${text.every[trigger.schedule.every]}`;
  }
}

function actionText(event: SystemEventItem, names: Names): string {
  const parts = [
    event.functionId === null ? '' : `${text.function}: «${names.functions.get(event.functionId) ?? ''}»`,
    event.notification ? text.notify : '',
  ];
  return parts.filter(Boolean).join('، ');
}

const byId = (list: readonly { id: number; fname: string }[] | undefined) =>
  new Map((list ?? []).map((row) => [row.id, row.fname]));

/** Every event: search by name, create and edit in a dialog, turn on and off, test fire, read its runs. */
export function EventsTable({ UserPicker }: { UserPicker: UserPickerComponent }) {
  const names: Names = {
    collections: byId(useAllCollections().data?.list),
    services: byId(useAllServices().data?.list.map((s) => ({ id: s.id, fname: s.serviceFname }))),
    functions: byId(useAllFunctions().data?.list),
  };
  const setEnabled = useSetEventEnabled();
  const editing = useEditDialog<SystemEventItem>();
  const [firing, setFiring] = useState<SystemEventItem | null>(null);
  const [reading, setReading] = useState<SystemEventItem | null>(null);
  const columns: TableColumn<SystemEventItem>[] = [
    { key: 'name', header: text.name, render: (e) => <bdi>{e.fname}</bdi> },
    { key: 'trigger', header: text.trigger, render: (e) => triggerText(e.trigger, names) },
    { key: 'action', header: text.action, render: (e) => actionText(e, names) },
    {
      key: 'state',
      header: text.state,
      render: (e) => (
        <StatusChip
          color={e.state === 'enabled' ? 'success' : e.state === 'suspended' ? 'error' : 'default'}
          label={text.states[e.state]}
        />
      ),
    },
    {
      key: 'lastRun',
      header: text.lastRun,
      render: (e) => (e.lastRunAt ? <JalaliTime value={e.lastRunAt} /> : text.never),
    },
  ];
  const rowTools = (e: SystemEventItem) => {
    const on = e.state === 'enabled';
    const toggle = on ? text.disable : text.enable;
    return (
      <>
        <IconButton
          aria-label={`${toggle} ${e.fname}`}
          title={toggle}
          onClick={() => setEnabled.mutate({ id: e.id, enabled: !on })}
        >
          {on ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
        </IconButton>
        <IconButton
          aria-label={`${text.testFire} ${e.fname}`}
          title={text.testFire}
          onClick={() => setFiring(e)}
        >
          <BoltOutlined />
        </IconButton>
        <IconButton aria-label={`${text.runs} ${e.fname}`} title={text.runs} onClick={() => setReading(e)}>
          <HistoryOutlined />
        </IconButton>
      </>
    );
  };
  const { table, actions } = useNamedTable(
    useEventPage,
    useDeleteEvent(),
    text,
    'fname',
    (e) => ({ onEdit: () => editing.edit(e) }),
    rowTools,
  );
  return (
    <SearchedTable
      table={table}
      columns={[...columns, actions]}
      label={text.label}
      emptyText={text.empty}
      create={{ label: text.create, onClick: editing.create }}
    >
      {editing.dialog((item, close) => (
        <EventDialog item={item} onClose={close} UserPicker={UserPicker} />
      ))}
      {firing && <TestFireDialog event={firing} onClose={() => setFiring(null)} />}
      {reading && <EventRunsDialog event={reading} onClose={() => setReading(null)} />}
    </SearchedTable>
  );
}
