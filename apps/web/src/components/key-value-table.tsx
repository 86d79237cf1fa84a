import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { functionMessages } from '../lib/messages';

const text = functionMessages.testRun;

/** Names and readable values in two columns (variables, answers); a note when there are none. */
export function KeyValueTable({
  label,
  rows,
}: {
  label: string;
  rows: readonly { key: string; value: string }[];
}) {
  if (rows.length === 0) return <Typography variant="body2">{text.empty}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{text.key}</TableCell>
            <TableCell>{text.value}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell>
                <bdi>{row.key}</bdi>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <bdi>{row.value}</bdi>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
