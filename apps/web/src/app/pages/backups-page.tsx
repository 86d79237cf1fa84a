import Stack from '@mui/material/Stack';
import { BackupScheduleForm } from '../../features/system/components/backup-schedule-form';
import { BackupsTable } from '../../features/system/components/backups-table';
import { RestoreStatusNotice } from '../../features/system/components/restore-status';
import { useBackupSettings, useRestoreStatus } from '../../features/system/api/backup-queries';
import { PageCard } from '../../components/section-card';
import { routeNames } from '../../lib/messages';

/**
 * Admins make, verify, download and restore backups, and set the daily schedule. While a restore runs the
 * page follows it and offers nothing else (the portal refuses changes until it ends).
 */
export default function BackupsPage() {
  const restore = useRestoreStatus();
  const settings = useBackupSettings();
  const restoring = restore.data?.state === 'running';
  return (
    <Stack spacing={2}>
      <PageCard title={routeNames.backups}>
        <Stack spacing={2}>
          <RestoreStatusNotice status={restore.data} />
          <BackupsTable locked={restoring} />
        </Stack>
      </PageCard>
      {settings.data && <BackupScheduleForm key={JSON.stringify(settings.data)} settings={settings.data} />}
    </Stack>
  );
}
