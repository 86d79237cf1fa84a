import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatThousands, type ImportReport } from '@darvazeh/shared';
import { excelImportMessages as text } from '../../lib/messages';

/** The problems of a refused import, one line each: sheet row, column header, and what is wrong. */
export function ImportReportTable({ report }: { report: ImportReport }) {
  return (
    <section aria-labelledby="import-report-title">
      <Typography id="import-report-title" component="h3" color="error" sx={{ fontWeight: 700, mb: 1 }}>
        {text.reportTitle(formatThousands(report.issues.length), formatThousands(report.total))}
      </Typography>
      <TableContainer sx={{ maxHeight: 320 }}>
        <Table size="small" stickyHeader aria-labelledby="import-report-title">
          <TableHead>
            <TableRow>
              <TableCell>{text.row}</TableCell>
              <TableCell>{text.column}</TableCell>
              <TableCell>{text.problem}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.issues.map((issue, i) => (
              <TableRow key={`${issue.row}-${issue.column ?? ''}-${i}`}>
                <TableCell>{formatThousands(issue.row)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{issue.column ?? text.wholeRow}</TableCell>
                <TableCell>{issue.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
