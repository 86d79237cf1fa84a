import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useQueryClient } from '@tanstack/react-query';
import type { ImportColumn } from '@darvazeh/shared';
import { ExcelImportDialog } from '../../../components/excel-import/excel-import-dialog';
import { ImportButton } from '../../../components/excel-import/import-button';
import { importSheet, templateUrl, type ImportKind } from '../api/import-sheet';
import { orgKeys } from '../types';
import { commonMessages, organisationMessages } from '../../../lib/messages';

interface ImportDialogProps {
  kind: ImportKind;
  title: string;
  columns: readonly ImportColumn[];
  /** A note under the help text (e.g. how imported users get a password). */
  note?: string;
  onClose: () => void;
}

/** The button that opens the import of users or units. */
export function OrgImportButton(props: Omit<ImportDialogProps, 'onClose'>) {
  return (
    <ImportButton label={props.title} dialog={(onClose) => <ImportDialog {...props} onClose={onClose} />} />
  );
}

/** Users or units from a sheet: its columns, the template, then the shared upload and report. */
export function ImportDialog({ kind, title, columns, note, onClose }: ImportDialogProps) {
  const queryClient = useQueryClient();
  return (
    <ExcelImportDialog
      title={title}
      help={organisationMessages.importHelp}
      upload={(file, onPhase) => importSheet(kind, file, onPhase)}
      onImported={() =>
        void queryClient.invalidateQueries({ queryKey: kind === 'user' ? orgKeys.users : orgKeys.units })
      }
      importedText={organisationMessages.imported}
      uploadLabel={organisationMessages.upload}
      extraAction={
        <Button component="a" href={templateUrl(kind)} download startIcon={<DownloadOutlined />}>
          {organisationMessages.template}
        </Button>
      }
      onClose={onClose}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2">{organisationMessages.importColumns}</Typography>
        {columns.map((c) => (
          <Chip
            key={c.key}
            size="small"
            variant={c.required ? 'filled' : 'outlined'}
            label={c.required ? `${c.header} (${commonMessages.required})` : c.header}
          />
        ))}
      </Box>
      {note && <Alert severity="info">{note}</Alert>}
    </ExcelImportDialog>
  );
}
