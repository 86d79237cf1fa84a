import Box from '@mui/material/Box';
import { LazyJalaliPicker } from '../../features/forms';
import { LogRetentionForm } from '../../features/system/components/log-retention-form';
import { LogsView, type DayPicker } from '../../features/system/components/logs-view';
import { SectionCard } from '../../components/section-card';
import { routeNames, systemMessages } from '../../lib/messages';

const DatePicker: DayPicker = (props) => <LazyJalaliPicker {...props} required={false} disabled={false} />;

/** `/panel/system-setting/logs-list` (Admin): every log in one list, and how long each kind is kept. */
export default function LogsPage() {
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <SectionCard headingLevel="h1" title={routeNames.logs} subtitle={systemMessages.logs.subtitle}>
        <LogsView DayPicker={DatePicker} />
      </SectionCard>
      <SectionCard title={systemMessages.logs.retention.title}>
        <LogRetentionForm />
      </SectionCard>
    </Box>
  );
}
