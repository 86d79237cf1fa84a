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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OutboxItem } from '@darvazeh/shared';
import { JalaliTime } from '../../../components/jalali-time';
import { messages } from '../../../lib/messages';
import { useOutbox } from '../api/outbox';

const text = messages.outbox;

function Status({ item }: { item: OutboxItem }) {
  if (item.sentAt) return <Chip size="small" variant="outlined" color="success" label={text.sent} />;
  if (item.error)
    return <Chip size="small" variant="outlined" color="error" label={text.failed} title={item.error} />;
  return <Chip size="small" variant="outlined" label={text.kept} />;
}

/** The mail the portal sent (or kept, without an SMTP server), newest first, searchable by recipient. */
export function OutboxTable() {
  const [page, setPage] = useState(1);
  const [to, setTo] = useState('');
  const { data, isFetching } = useOutbox(page, to);
  const rows = data?.list ?? [];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{text.hint}</Typography>
      <TextField
        label={text.search}
        value={to}
        size="small"
        sx={{ maxWidth: 360 }}
        onChange={(event) => {
          setTo(event.target.value);
          setPage(1);
        }}
      />
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{text.time}</TableCell>
              <TableCell>{text.to}</TableCell>
              <TableCell>{text.subject}</TableCell>
              <TableCell>{text.body}</TableCell>
              <TableCell>{text.status}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((item) => (
              <TableRow key={item.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <JalaliTime value={item.createdAt} />
                </TableCell>
                <TableCell>
                  <bdi>{item.to}</bdi>
                </TableCell>
                <TableCell>{item.subject}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap', maxWidth: 420 }}>{item.body}</TableCell>
                <TableCell>
                  <Status item={item} />
                </TableCell>
              </TableRow>
            ))}
            {data && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} align="center" sx={{ py: 4, color: 'text.secondary' }}>
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
          aria-label={text.pages}
          sx={{ justifySelf: 'center' }}
        />
      )}
    </Box>
  );
}
