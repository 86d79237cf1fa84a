import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import {
  requestStatusLabel,
  type ApplicantHome,
  type PanelHome as PanelHomeData,
  type ProviderHome,
  type RequestItem,
  type TaskItem,
} from '@darvazeh/shared';
import { StatusMessage } from '../../../components/status-message';
import { commonMessages, panelHomeMessages as text } from '../../../lib/messages';
import type { MenuMode } from '../../../lib/menu-mode';
import { pathTo } from '../../../lib/paths';
import { usePanelHome } from '../api/panel-home-query';
import { jalaliDateTime, jalaliDay, shownTrackingCode } from '../applicant-format';
import { resumeDraftPath } from './drafts-list';
import { HomeCounts, type HomeCount } from './home-counts';
import { HomeList, type HomeCard } from './home-list';
import { RequestStateChip } from './request-state-chip';

const requestCard = (row: RequestItem): HomeCard => ({
  key: row.id,
  to: pathTo('my-request', { id: row.id }),
  title: row.serviceFname,
  chip: <RequestStateChip state={row.state} awaitingApplicant={row.awaitingApplicant} mine />,
  lines: [
    `${commonMessages.trackingCode}: ${shownTrackingCode(row.trackingCode)}`,
    `${commonMessages.status}: ${requestStatusLabel(row.status)}`,
    jalaliDateTime(row.updatedAt ?? row.createdAt),
  ],
});

const taskCard = (task: TaskItem): HomeCard => ({
  key: task.id,
  to: pathTo('task', { id: task.id }),
  title: task.serviceFname,
  lines: [
    `${task.stepName} · ${task.applicantName}`,
    `${commonMessages.trackingCode}: ${shownTrackingCode(task.trackingCode)}`,
    ...(task.dueOn ? [`${text.dueOn}: ${jalaliDay(task.dueOn)}`] : []),
  ],
});

function countsOf({ applicant, provider }: PanelHomeData, mode: MenuMode): HomeCount[] {
  const mine = pathTo('my-requests');
  const inbox = pathTo('provider-inbox');
  const a: HomeCount[] = [
    {
      key: 'fix',
      label: text.counts.awaitingFix,
      value: applicant.counts.awaitingFix,
      to: mine,
      urgent: true,
    },
    { key: 'running', label: text.counts.running, value: applicant.counts.running, to: mine },
    { key: 'drafts', label: text.counts.drafts, value: applicant.counts.drafts, to: mine },
  ];
  const p: HomeCount[] = provider
    ? [
        { key: 'received', label: text.counts.received, value: provider.counts.received, to: inbox },
        {
          key: 'overdue',
          label: text.counts.overdue,
          value: provider.counts.overdue,
          to: `${inbox}?box=overdue`,
          urgent: true,
        },
      ]
    : [];
  return mode === 'provider' ? [...p, ...a] : [...a, ...p];
}

function ApplicantLists({ home }: { home: ApplicantHome }) {
  return (
    <>
      <HomeList
        title={text.awaitingFix}
        hint={text.awaitingFixHint}
        cards={home.awaitingFix.map(requestCard)}
      />
      <HomeList
        title={text.drafts}
        cards={home.drafts.map((draft) => ({
          key: draft.id,
          to: resumeDraftPath(draft.serviceId),
          title: draft.serviceFname,
          lines: [`${text.savedAt}: ${jalaliDateTime(draft.updatedAt ?? draft.createdAt)}`, text.resume],
        }))}
      />
      <HomeList
        title={text.recent}
        cards={home.recent.map(requestCard)}
        emptyText={text.noRequests}
        more={{ label: text.allRequests, to: pathTo('my-requests') }}
      />
    </>
  );
}

function ProviderLists({ home }: { home: ProviderHome }) {
  const inbox = pathTo('provider-inbox');
  return (
    <>
      <HomeList title={text.overdue} cards={home.overdue.map(taskCard)} />
      <HomeList
        title={text.received}
        cards={home.received.map(taskCard)}
        emptyText={text.noTasks}
        more={{ label: text.toInbox, to: inbox }}
      />
    </>
  );
}

const isEmpty = ({ applicant, provider }: PanelHomeData) =>
  applicant.recent.length === 0 &&
  applicant.drafts.length === 0 &&
  (provider === null || (provider.received.length === 0 && provider.overdue.length === 0));

/**
 * The panel home: the counters, then per role what needs the person now (the provider's part first in
 * the provider's menu mode); when nothing does, what to do next.
 */
export function PanelHome({ mode }: { mode: MenuMode }) {
  const { data } = usePanelHome();
  if (!data) return <LinearProgress aria-label={commonMessages.loading} />;
  if (isEmpty(data))
    return (
      <Paper variant="outlined">
        <StatusMessage
          icon={<DashboardOutlined />}
          title={text.empty.title}
          headingLevel="h2"
          text={text.empty.text}
          action={{ label: text.empty.action, to: pathTo('new-request') }}
        />
      </Paper>
    );
  const applicant = <ApplicantLists key="applicant" home={data.applicant} />;
  const provider = data.provider && <ProviderLists key="provider" home={data.provider} />;
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <HomeCounts counts={countsOf(data, mode)} />
      {mode === 'provider' ? [provider, applicant] : [applicant, provider]}
    </Box>
  );
}
