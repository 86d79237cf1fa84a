import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link as RouterLink } from 'react-router';
import { truncateLabel } from '@darvazeh/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteSystem } from '../api/delete-system';
import { useSystemPage } from '../api/list-systems';
import { ssoMessages } from '../messages';
import { systemDetailPath } from '../paths';
import type { SsoSystem } from '../types';
import { NewSystemButton } from './new-system-button';

const text = ssoMessages.admin;
/** Rows per page of the systems table. */
export const SYSTEMS_PAGE_SIZE = 10;

/** The systems the caller manages (an Employee: their units' only), searchable by name, with edit and delete. */
export function SystemsTable() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<SsoSystem | null>(null);
  const { data, isFetching } = useSystemPage({ page, count: SYSTEMS_PAGE_SIZE, search });
  const remove = useDeleteSystem();
  const rows = data?.list ?? [];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
        <TextField
          label={text.search}
          value={search}
          size="small"
          sx={{ minWidth: 260 }}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <NewSystemButton />
      </Box>
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{text.name}</TableCell>
              <TableCell>{text.category}</TableCell>
              <TableCell>{text.unit}</TableCell>
              <TableCell>{text.status}</TableCell>
              <TableCell align="left">{text.actions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((system) => (
              <TableRow key={system.id} hover>
                <TableCell title={system.name}>{truncateLabel(system.name)}</TableCell>
                <TableCell>
                  <bdi>{ssoMessages.categories[system.categoryId] ?? system.categoryId}</bdi>
                </TableCell>
                <TableCell>{system.unit?.name ?? text.noUnit}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={system.enabled ? 'success' : 'default'}
                    label={system.enabled ? text.enabled : text.disabled}
                  />
                </TableCell>
                <TableCell align="left" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    component={RouterLink}
                    to={systemDetailPath(system.id)}
                    aria-label={`${text.edit} ${system.name}`}
                    title={text.edit}
                  >
                    <EditOutlined />
                  </IconButton>
                  <IconButton
                    aria-label={`${text.delete} ${system.name}`}
                    title={text.delete}
                    onClick={() => setDeleting(system)}
                  >
                    <DeleteOutlined />
                  </IconButton>
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
          sx={{ justifySelf: 'center' }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={text.deleteTitle}
        text={text.deleteText(deleting?.name ?? '')}
        isPending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </Box>
  );
}
