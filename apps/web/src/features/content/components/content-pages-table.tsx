import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { JalaliTime } from '../../../components/jalali-time';
import { useDeleteContentPage } from '../api/delete-content-page';
import { useContentPages } from '../api/list-content-pages';
import { contentMessages as text } from '../messages';
import { contentPaths } from '../paths';
import type { ContentPage } from '../types';

/** Every content page with view, edit and delete, and the button for a new one. */
export function ContentPagesTable() {
  const { data, isSuccess } = useContentPages();
  const remove = useDeleteContentPage();
  const [deleting, setDeleting] = useState<ContentPage | null>(null);
  const rows = data ?? [];

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Button
        component={RouterLink}
        to={contentPaths.detail()}
        variant="contained"
        startIcon={<AddOutlined />}
        sx={{ justifySelf: 'start' }}
      >
        {text.newPage}
      </Button>
      {isSuccess && rows.length === 0 && <Typography color="text.secondary">{text.empty}</Typography>}
      {rows.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={text.listTitle}>
            <TableHead>
              <TableRow>
                <TableCell>{text.title}</TableCell>
                <TableCell>{text.updated}</TableCell>
                <TableCell>{text.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((page) => (
                <TableRow key={page.id} hover>
                  <TableCell>{page.title}</TableCell>
                  <TableCell>
                    <JalaliTime value={page.updatedAt ?? page.createdAt} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={text.view}>
                      <IconButton
                        component={RouterLink}
                        to={contentPaths.view(page.id)}
                        aria-label={`${text.view} ${page.title}`}
                      >
                        <VisibilityOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={text.edit}>
                      <IconButton
                        component={RouterLink}
                        to={contentPaths.detail(page.id)}
                        aria-label={`${text.edit} ${page.title}`}
                      >
                        <EditOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={text.delete}>
                      <IconButton
                        aria-label={`${text.delete} ${page.title}`}
                        onClick={() => setDeleting(page)}
                      >
                        <DeleteOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={text.deleteTitle}
        text={text.deleteConfirm(deleting?.title ?? '')}
        isPending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </Box>
  );
}
