import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import MoveUpOutlined from '@mui/icons-material/MoveUpOutlined';
import PublishOutlined from '@mui/icons-material/PublishOutlined';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { JalaliTime } from '../../../components/jalali-time';
import { PagedTable } from '../../../components/paged-table';
import { StatusChip } from '../../../components/status-chip';
import type { TableColumn } from '../../../components/table-columns';
import { commonMessages, serviceAdminMessages, serviceMessages } from '../../../lib/messages';
import { usePublishService, useServiceVersions, type VersionRow } from '../api/version-queries';
import { DesignerPart } from './designer-part';
import { MigrationDialog } from './migration-dialog';

const text = serviceMessages.designer;

interface VersionsPanelProps {
  serviceId: number;
  /** The version applicants start on (null: never published). */
  publishedVersion: number | null;
  /** The draft holds changes not saved yet: publishing would freeze the stored draft, not these. */
  isDirty: boolean;
}

/**
 * Publishing the saved draft as a new version, and the versions published so far (Jalali dates); an older
 * version offers to move its open requests to the current one.
 */
export function VersionsPanel({ serviceId, publishedVersion, isDirty }: VersionsPanelProps) {
  const versions = useServiceVersions(serviceId);
  const publish = usePublishService();
  const [asking, setAsking] = useState(false);
  const [moving, setMoving] = useState<number | null>(null);
  const current = versions.data?.[0]?.version ?? publishedVersion;
  const columns: TableColumn<VersionRow>[] = [
    {
      key: 'version',
      header: serviceMessages.basket.version,
      render: (v) => (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {text.versionNumber(v.version)}
          {v.version === current && <StatusChip color="success" label={text.current} />}
        </Box>
      ),
    },
    { key: 'publishedAt', header: text.publishedAt, render: (v) => <JalaliTime value={v.publishedAt} /> },
    { key: 'publisher', header: text.publishedBy, render: (v) => v.publisherName },
    {
      key: 'actions',
      header: commonMessages.actions,
      render: (v) =>
        current !== null &&
        v.version < current && (
          <Button
            size="small"
            startIcon={<MoveUpOutlined />}
            aria-label={serviceAdminMessages.migration.openFor(v.version)}
            onClick={() => setMoving(v.version)}
          >
            {serviceAdminMessages.migration.open}
          </Button>
        ),
    },
  ];
  return (
    <DesignerPart title={text.versions}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          color="secondary"
          startIcon={<PublishOutlined />}
          disabled={isDirty || publish.isPending}
          onClick={() => setAsking(true)}
        >
          {text.publish}
        </Button>
        {isDirty && (
          <Typography variant="body2" color="text.secondary">
            {text.publishUnsaved}
          </Typography>
        )}
      </Box>
      <PagedTable
        columns={columns}
        rows={versions.data}
        rowKey={(v) => v.version}
        isFetching={versions.isFetching}
        label={text.versions}
        emptyText={text.noVersions}
      />
      <ConfirmDialog
        open={asking}
        title={text.publishTitle}
        text={text.publishText}
        confirmLabel={text.publish}
        isPending={publish.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() => publish.mutate(serviceId, { onSettled: () => setAsking(false) })}
      />
      {moving !== null && current !== null && (
        <MigrationDialog
          serviceId={serviceId}
          fromVersion={moving}
          toVersion={current}
          onClose={() => setMoving(null)}
        />
      )}
    </DesignerPart>
  );
}
