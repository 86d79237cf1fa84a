import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import Paper from '@mui/material/Paper';
import { StatusMessage } from '../../components/status-message';
import { routeNames, shellMessages } from '../../lib/messages';

/** The panel's start page; requests, counters and inboxes join it with their features. */
export default function PanelHomePage() {
  return (
    <Paper variant="outlined">
      <StatusMessage icon={<DashboardOutlined />} title={routeNames.panel} text={shellMessages.panel.empty} />
    </Paper>
  );
}
