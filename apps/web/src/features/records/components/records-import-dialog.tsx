import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { formatThousands, type ImportReport } from '@darvazeh/shared';
import { reportOf, type ImportPhase } from '../../organisation/api/import-sheet';
import { ImportProgress } from '../../organisation/components/import-progress';
import { ImportReportTable } from '../../organisation/components/import-report-table';
import { useImportRecords } from '../api/import-records';
import { recordMessages } from '../messages';

const text = recordMessages.importDialog;
const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A sheet of records: upload with progress, then the count written or the row-by-row report. */
export function RecordsImportDialog({
  collectionId,
  onClose,
}: {
  collectionId: number;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<ImportPhase>({ step: 'idle' });
  const [report, setReport] = useState<ImportReport | null>(null);
  const upload = useImportRecords(collectionId, setPhase);

  const handleUpload = () => {
    if (!file) return;
    setReport(null);
    upload.reset();
    upload.mutate(file, { onError: (error) => setReport(reportOf(error)) });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="records-import-title">
      <DialogTitle id="records-import-title">{text.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{text.help}</DialogContentText>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />}>
            {text.chooseFile}
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
            <bdi>{file?.name ?? text.noFile}</bdi>
          </Typography>
        </Box>
        <ImportProgress phase={phase} />
        {upload.data && (
          <Alert severity="success">{text.imported(formatThousands(upload.data.imported))}</Alert>
        )}
        {report && <ImportReportTable report={report} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.close}</Button>
        <Button variant="contained" disabled={!file} loading={upload.isPending} onClick={handleUpload}>
          {text.upload}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
