import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import { formatThousands, toPersianDigits, type QueryRow } from '@darvazeh/shared';
import { commonMessages, queryMessages as m, recordMessages } from '../../../lib/messages';
import { useRunDefinition } from '../api/query-queries';
import type { QueryDefinitionInput } from '../types';

const text = m.preview;

/** A cell's value as people read it: Persian digits, lists joined, nothing as a dash. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined || value === '') return recordMessages.noValue;
  if (typeof value === 'number') return formatThousands(value);
  if (typeof value === 'boolean') return value ? commonMessages.yes : commonMessages.no;
  if (typeof value === 'string') return toPersianDigits(value);
  if (Array.isArray(value)) return value.map(cellText).join('، ');
  return JSON.stringify(value);
}

const cellOf = (row: QueryRow, columns: readonly string[], name: string): unknown =>
  Array.isArray(row) ? row[columns.indexOf(name)] : row[name];

interface QueryPreviewProps {
  /** The definition as edited now; null while it is not complete enough to run. */
  definition: QueryDefinitionInput | null;
  /** Persian labels of the output columns by name. */
  labels: ReadonlyMap<string, string>;
}

/** «پیش‌نمایش»: runs the definition as edited (with the Admin's rights) and shows its rows in a table. */
export function QueryPreview({ definition, labels }: QueryPreviewProps) {
  const run = useRunDefinition();
  const answer = run.data;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {definition ? text.hint : m.form.incomplete}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<PlayArrowOutlined />}
        disabled={!definition}
        loading={run.isPending}
        onClick={() => definition && run.mutate(definition)}
        sx={{ justifySelf: 'start' }}
      >
        {text.run}
      </Button>
      {answer && (
        <>
          <Typography variant="body2" role="status">
            {answer.truncated ? text.truncated(answer.rows.length) : text.rows(answer.rows.length)}
          </Typography>
          {answer.rows.length === 0 ? (
            <Typography variant="body2">{text.empty}</Typography>
          ) : (
            <TableContainer tabIndex={0} role="region" aria-label={text.table}>
              <Table size="small" aria-label={text.table}>
                <TableHead>
                  <TableRow>
                    {answer.columns.map((name) => (
                      <TableCell key={name}>{labels.get(name) ?? name}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {answer.rows.map((row, index) => (
                    <TableRow key={index}>
                      {answer.columns.map((name) => (
                        <TableCell key={name} sx={{ overflowWrap: 'anywhere' }}>
                          <bdi>{cellText(cellOf(row, answer.columns, name))}</bdi>
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
    </Box>
  );
}
