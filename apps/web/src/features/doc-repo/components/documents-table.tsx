import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import DriveFileRenameOutlineOutlined from '@mui/icons-material/DriveFileRenameOutlineOutlined';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { JalaliTime } from '../../../components/jalali-time';
import { fileUrl } from '../../../lib/file-urls';
import { useDeleteDocument } from '../api/delete-document';
import { folderPath } from '../folder-tree';
import { docRepoMessages as text } from '../messages';
import { canManage } from '../permissions';
import type { DocRepo, DocRepoFolder, UnitChoices } from '../types';
import { DocumentDialog } from './document-dialog';

interface DocumentsTableProps {
  documents: readonly DocRepo[];
  folders: readonly DocRepoFolder[];
  unitChoices: UnitChoices;
  /** Show each document's folder (search results span folders). */
  showFolder: boolean;
  emptyText: string;
}

/** Documents with download, and rename or move and delete on the ones the user manages. */
export function DocumentsTable({
  documents,
  folders,
  unitChoices,
  showFolder,
  emptyText,
}: DocumentsTableProps) {
  const [editing, setEditing] = useState<DocRepo | null>(null);
  const [deleting, setDeleting] = useState<DocRepo | null>(null);
  const remove = useDeleteDocument();
  const columns = showFolder ? 4 : 3;

  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={text.documents}>
          <TableHead>
            <TableRow>
              <TableCell>{text.documentName}</TableCell>
              {showFolder && <TableCell>{text.folder}</TableCell>}
              <TableCell>{text.createdAt}</TableCell>
              <TableCell align="left">{text.actions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {documents.map((doc) => (
              <TableRow key={doc.id} hover>
                <TableCell>{doc.name}</TableCell>
                {showFolder && (
                  <TableCell>{doc.folderId === null ? '' : folderPath(folders, doc.folderId)}</TableCell>
                )}
                <TableCell>
                  <JalaliTime value={doc.createdAt} />
                </TableCell>
                <TableCell align="left" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    component="a"
                    href={fileUrl(doc.fileId, 'download')}
                    download
                    aria-label={text.download}
                    title={text.download}
                  >
                    <DownloadOutlined />
                  </IconButton>
                  {canManage(unitChoices, doc.unitId) && (
                    <>
                      <IconButton
                        aria-label={text.edit}
                        title={text.editDocument}
                        onClick={() => setEditing(doc)}
                      >
                        <DriveFileRenameOutlineOutlined />
                      </IconButton>
                      <IconButton
                        aria-label={text.delete}
                        title={text.deleteDocument}
                        onClick={() => setDeleting(doc)}
                      >
                        <DeleteOutlined />
                      </IconButton>
                    </>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {documents.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {emptyText}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {editing && (
        <DocumentDialog
          document={editing}
          folders={folders.filter((f) => canManage(unitChoices, f.unitId))}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={text.deleteDocument}
        text={text.deleteDocumentText(deleting?.name ?? '')}
        isPending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}
