import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import DriveFileRenameOutlineOutlined from '@mui/icons-material/DriveFileRenameOutlineOutlined';
import { DeleteConfirm, useDeleteConfirm } from '../../../components/delete-confirm';
import { JalaliTime } from '../../../components/jalali-time';
import { PagedTable, type PagedTableProps } from '../../../components/paged-table';
import { actionsColumn, type TableColumn } from '../../../components/table-columns';
import { fileUrl } from '../../../lib/file-urls';
import { useDeleteDocument } from '../api/doc-repo-queries';
import { folderPath } from '../folder-tree';
import { canManage } from '../permissions';
import type { DocRepo, DocRepoFolder, UnitChoices } from '../types';
import { DocumentDialog } from './document-dialog';
import { commonMessages, docRepoMessages as text } from '../../../lib/messages';

type PageProps = Pick<PagedTableProps<DocRepo>, 'rows' | 'pages' | 'page' | 'onPageChange' | 'isFetching'>;

interface DocumentsTableProps extends PageProps {
  folders: readonly DocRepoFolder[];
  unitChoices: UnitChoices;
  /** Show each document's folder (search results span folders). */
  showFolder: boolean;
  emptyText: string;
}

/** A page of documents with download, and rename or move and delete on the ones the user manages. */
export function DocumentsTable({
  folders,
  unitChoices,
  showFolder,
  emptyText,
  ...page
}: DocumentsTableProps) {
  const [editing, setEditing] = useState<DocRepo | null>(null);
  const deleting = useDeleteConfirm(useDeleteDocument(), {
    title: text.deleteDocument,
    text: (doc: DocRepo) => text.deleteDocumentText(doc.name),
  });

  const columns: TableColumn<DocRepo>[] = [
    { key: 'name', header: text.documentName, render: (doc) => doc.name },
    ...(showFolder
      ? [
          {
            key: 'folder',
            header: text.folder,
            render: (doc: DocRepo) => (doc.folderId === null ? '' : folderPath(folders, doc.folderId)),
          },
        ]
      : []),
    { key: 'createdAt', header: text.createdAt, render: (doc) => <JalaliTime value={doc.createdAt} /> },
    actionsColumn((doc) => (
      <>
        <IconButton
          component="a"
          href={fileUrl(doc.fileId, 'download')}
          download
          aria-label={commonMessages.download}
          title={commonMessages.download}
        >
          <DownloadOutlined />
        </IconButton>
        {canManage(unitChoices, doc.unitId) && (
          <>
            <IconButton
              aria-label={commonMessages.edit}
              title={text.editDocument}
              onClick={() => setEditing(doc)}
            >
              <DriveFileRenameOutlineOutlined />
            </IconButton>
            <IconButton
              aria-label={commonMessages.delete}
              title={text.deleteDocument}
              onClick={() => deleting.ask(doc)}
            >
              <DeleteOutlined />
            </IconButton>
          </>
        )}
      </>
    )),
  ];

  return (
    <>
      <PagedTable
        columns={columns}
        emptyText={emptyText}
        label={text.documents}
        pagerLabel={text.pages}
        {...page}
      />
      {editing && (
        <DocumentDialog
          document={editing}
          folders={folders.filter((f) => canManage(unitChoices, f.unitId))}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteConfirm state={deleting} />
    </>
  );
}
