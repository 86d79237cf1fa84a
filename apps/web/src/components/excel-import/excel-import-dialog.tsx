import { useState, type ReactNode } from 'react';
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
import { useMutation } from '@tanstack/react-query';
import { formatThousands, type ImportReport, type ImportResult } from '@darvazeh/shared';
import { ImportProgress } from './import-progress';
import { ImportReportTable } from './import-report-table';
import { reportOf, type ImportPhase } from './upload-sheet';
import { commonMessages, excelImportMessages as text, uploadMessages } from '../../lib/messages';

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface ExcelImportDialogProps {
  title: string;
  help: string;
  /** Sends the chosen sheet (see uploadSheet), reporting its phase. */
  upload: (file: File, onPhase: (phase: ImportPhase) => void) => Promise<ImportResult>;
  /** After a successful import (e.g. reload the lists it changed). */
  onImported: () => void;
  /** The success line, given the count written in Persian digits. */
  importedText: (count: string) => string;
  uploadLabel: string;
  /** Shown between the help and the file chooser (columns, notes). */
  children?: ReactNode;
  /** Beside the file chooser (e.g. a template link). */
  extraAction?: ReactNode;
  onClose: () => void;
}

/** An Excel import: choose a sheet, upload it with progress, then the count written or the row-by-row report. */
export function ExcelImportDialog(props: ExcelImportDialogProps) {
  const { title, help, upload, onImported, importedText, uploadLabel, children, extraAction, onClose } =
    props;
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<ImportPhase>({ step: 'idle' });
  const [report, setReport] = useState<ImportReport | null>(null);
  const mutation = useMutation({
    mutationFn: (sheet: File) => upload(sheet, setPhase),
    onSettled: () => setPhase({ step: 'idle' }),
    onSuccess: onImported,
    onError: (error) => setReport(reportOf(error)),
  });

  const handleUpload = () => {
    if (!file) return;
    setReport(null);
    mutation.reset();
    mutation.mutate(file);
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="import-dialog-title">
      <DialogTitle id="import-dialog-title">{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{help}</DialogContentText>
        {children}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          {extraAction}
          <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />}>
            {text.chooseFile}
            <input
              hidden
              type="file"
              accept={XLSX_TYPES}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setReport(null);
                mutation.reset();
              }}
            />
          </Button>
          <Typography variant="body2" color="text.secondary" data-testid="import-file-name">
            <bdi>{file?.name ?? uploadMessages.noFile}</bdi>
          </Typography>
        </Box>
        <ImportProgress phase={phase} />
        {mutation.data && (
          <Alert severity="success">{importedText(formatThousands(mutation.data.imported))}</Alert>
        )}
        {report && <ImportReportTable report={report} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{commonMessages.close}</Button>
        <Button variant="contained" disabled={!file} loading={mutation.isPending} onClick={handleUpload}>
          {uploadLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
