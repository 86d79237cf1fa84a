import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AuthResult } from '@darvazeh/shared';
import { messages } from '../../../lib/messages';
import { useLoginHistory } from '../api/login-history';
import { deviceName } from '../../../lib/device-name';
import { JalaliTime } from '../../../components/jalali-time';

const SUCCESSES: readonly AuthResult[] = ['success', 'two_factor_success'];
// Neither a success nor a failure: a step still due, or an Admin lifting the sign-in limits.
const PENDING: readonly AuthResult[] = ['two_factor_pending', 'sign_in_unlocked'];

function resultColor(result: AuthResult): 'success' | 'info' | 'error' {
  if (SUCCESSES.includes(result)) return 'success';
  return PENDING.includes(result) ? 'info' : 'error';
}

/** The user's sign-in attempts, newest first, a page at a time: Jalali time, IP, device and result. */
export function LoginHistoryTable() {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useLoginHistory(page);
  const text = messages.loginHistory;
  const rows = data?.list ?? [];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{text.time}</TableCell>
              <TableCell>{text.ip}</TableCell>
              <TableCell>{text.device}</TableCell>
              <TableCell>{text.result}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <JalaliTime value={row.createdAt} />
                </TableCell>
                <TableCell>{row.ip ? <bdi>{row.ip}</bdi> : text.unknown}</TableCell>
                <TableCell title={row.device ?? undefined}>
                  {row.device ? <bdi>{deviceName(row.device)}</bdi> : text.unknown}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={resultColor(row.result)}
                    label={text.results[row.result]}
                  />
                </TableCell>
              </TableRow>
            ))}
            {data && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={4} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {text.empty}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {data && data.pages > 1 && (
        <Pagination
          count={data.pages}
          page={page}
          onChange={(_event, next) => setPage(next)}
          color="primary"
          aria-label={text.pages}
          sx={{ justifySelf: 'center' }}
        />
      )}
    </Box>
  );
}
