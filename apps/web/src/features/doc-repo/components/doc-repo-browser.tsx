import { useState } from 'react';
import Divider from '@mui/material/Divider';
import { useFolders, useUnitChoices } from '../api/doc-repo-queries';
import type { UnitChoices } from '../types';
import { DocumentsPane } from './documents-pane';
import { FolderPane } from './folder-pane';
import { FieldGrid } from '../../../components/field-grid';

/**
 * The document repository in two panes: the folder tree, and the chosen folder's documents. Folders of
 * other units never reach the browser; `unitChoices` are the units a folder may be given, and decide
 * which rows the user may change (shared ones only Admins).
 */
export function DocRepoBrowser({ unitChoices }: { unitChoices: UnitChoices }) {
  const folders = useFolders().data ?? [];
  const units = useUnitChoices(unitChoices);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = folders.find((folder) => folder.id === selectedId) ?? null;

  return (
    <FieldGrid gap={3} template="minmax(260px, 1fr) auto minmax(0, 2fr)" stretch>
      <FolderPane
        folders={folders}
        units={units}
        unitChoices={unitChoices}
        selected={selected}
        onSelect={setSelectedId}
      />
      <Divider orientation="vertical" flexItem sx={{ display: { xs: 'none', md: 'block' } }} />
      {/* Keyed by the folder, so a new folder starts on its first page with no search. */}
      <DocumentsPane
        key={selected?.id ?? 'none'}
        folders={folders}
        folder={selected}
        unitChoices={unitChoices}
      />
    </FieldGrid>
  );
}
