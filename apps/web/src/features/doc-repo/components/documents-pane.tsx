import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { pageProps } from '../../../components/paged-table';
import { useListSearch } from '../../../lib/use-list-search';
import { useDocuments } from '../api/doc-repo-queries';
import { folderPath } from '../folder-tree';
import { canManage } from '../permissions';
import type { DocRepoFolder, UnitChoices } from '../types';
import { DocumentsTable } from './documents-table';
import { UploadDialog } from './upload-dialog';
import { docRepoMessages as text } from '../../../lib/messages';

interface DocumentsPaneProps {
  folders: readonly DocRepoFolder[];
  folder: DocRepoFolder | null;
  unitChoices: UnitChoices;
}

/** The chosen folder's documents (or a name search across folders), with upload where the user manages the folder. */
export function DocumentsPane({ folders, folder, unitChoices }: DocumentsPaneProps) {
  const list = useListSearch();
  const [isUploading, setUploading] = useState(false);
  const query = useDocuments({ folderId: folder?.id ?? null, search: list.search, page: list.page });
  const isSearching = list.search.trim() !== '';
  const isIdle = !isSearching && folder === null;

  return (
    <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {isSearching ? text.search : folder ? folderPath(folders, folder.id) : text.documents}
        </Typography>
        <Button
          variant="contained"
          startIcon={<UploadFileOutlined />}
          disabled={folder === null || !canManage(unitChoices, folder.unitId)}
          onClick={() => setUploading(true)}
        >
          {text.upload}
        </Button>
      </Box>
      <TextField
        type="search"
        size="small"
        label={text.search}
        value={list.search}
        onChange={(event) => list.setSearch(event.target.value)}
      />
      {isIdle ? (
        <Typography color="text.secondary">{text.chooseFolder}</Typography>
      ) : (
        <DocumentsTable
          {...pageProps(query, list)}
          folders={folders}
          unitChoices={unitChoices}
          showFolder={isSearching}
          emptyText={isSearching ? text.noResults : text.noDocuments}
        />
      )}
      {isUploading && folder && <UploadDialog folder={folder} onClose={() => setUploading(false)} />}
    </Box>
  );
}
