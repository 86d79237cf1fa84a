import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { formatThousands, type ImportColumn, type ImportReport } from '@darvazeh/shared';
import {
  reportOf,
  templateUrl,
  useImportSheet,
  type ImportKind,
  type ImportPhase,
} from '../api/import-sheet';
import { orgMessages } from '../messages';
import { ImportProgress } from './import-progress';
import { ImportReportTable } from './import-report-table';

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface ImportDialogProps {
  kind: ImportKind;
  title: string;
  columns: readonly ImportColumn[];
  /** A note under the help text (e.g. how imported users get a password). */
  note?: string;
  onClose: () => void;
}

/** Template, file, upload with progress, then the count written or the row-by-row report. */
export function ImportDialog({ kind, title, columns, note, onClose }: ImportDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<ImportPhase>({ step: 'idle' });
  const [report, setReport] = useState<ImportReport | null>(null);
  const upload = useImportSheet(kind, setPhase);

  const handleUpload = () => {
    if (!file) return;
    setReport(null);
    upload.reset();
    upload.mutate(file, { onError: (error) => setReport(reportOf(error)) });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="import-dialog-title">
      <DialogTitle id="import-dialog-title">{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{orgMessages.importHelp}</DialogContentText>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2">{orgMessages.importColumns}</Typography>
          {columns.map((c) => (
            <Chip
              key={c.key}
              size="small"
              variant={c.required ? 'filled' : 'outlined'}
              label={c.required ? `${c.header} (${orgMessages.required})` : c.header}
            />
          ))}
        </Box>
        {note && <Alert severity="info">{note}</Alert>}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button component="a" href={templateUrl(kind)} download startIcon={<DownloadOutlined />}>
            {orgMessages.template}
          </Button>
          <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />}>
            {orgMessages.chooseFile}
            <input
              hidden
              type="file"
              accept={XLSX_TYPES}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setReport(null);
                upload.reset();
              }}
            />
          </Button>
          <Typography variant="body2" color="text.secondary" data-testid="import-file-name">
            <bdi>{file?.name ?? orgMessages.noFile}</bdi>
          </Typography>
        </Box>
        <ImportProgress phase={phase} />
        {upload.data && (
          <Alert severity="success">{orgMessages.imported(formatThousands(upload.data.imported))}</Alert>
        )}
        {report && <ImportReportTable report={report} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{orgMessages.close}</Button>
        <Button variant="contained" disabled={!file} loading={upload.isPending} onClick={handleUpload}>
          {orgMessages.upload}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
