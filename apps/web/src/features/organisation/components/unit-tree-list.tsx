import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { UNIT_IMPORT_COLUMNS } from '@darvazeh/shared';
import { DeleteConfirm, useDeleteConfirm } from '../../../components/delete-confirm';
import { CreateButton } from '../../../components/list-toolbar';
import { TreeList } from '../../../components/tree-list';
import { buildTree } from '../../../lib/tree';
import { useDeleteUnit, useUnits } from '../api/unit-queries';
import type { Unit } from '../types';
import { OrgImportButton } from './import-dialog';
import { UnitDialog } from './unit-dialog';
import { organisationMessages } from '../../../lib/messages';

const text = organisationMessages.units;

/** Above this many units only the top level starts open, so thousands of units render at once. */
const OPEN_ALL_UP_TO = 200;

/** The unit tree from `unit/all`, nested by parent; each unit opens in the edit dialog. */
export function UnitTreeList() {
  const { data } = useUnits();
  const units = useMemo(() => data?.list ?? [], [data]);
  const tree = useMemo(() => buildTree(units), [units]);
  const [editing, setEditing] = useState<Unit | 'new' | null>(null);
  const deleting = useDeleteConfirm(useDeleteUnit(), {
    title: organisationMessages.deleteUnit,
    text: (unit: Unit) => organisationMessages.deleteUnitConfirm(unit.name),
  });
  const openAll = units.length <= OPEN_ALL_UP_TO;

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <CreateButton label={text.newUnit} onClick={() => setEditing('new')} />
        <OrgImportButton kind="unit" title={organisationMessages.importUnits} columns={UNIT_IMPORT_COLUMNS} />
      </Box>
      {data && units.length === 0 && <Typography color="text.secondary">{text.empty}</Typography>}
      <TreeList
        tree={tree}
        label={text.tree}
        expandLabel={text.expand}
        startsOpen={(depth) => openAll || depth === 0}
        primary={(unit) => unit.name}
        secondary={(unit) => unit.unitRoles.map((role) => role.name).join('، ') || undefined}
        actions={(unit) => (
          <>
            <IconButton aria-label={`${text.editUnit} ${unit.name}`} onClick={() => setEditing(unit)}>
              <EditOutlined fontSize="small" />
            </IconButton>
            <IconButton
              edge="end"
              aria-label={`${organisationMessages.deleteUnit} ${unit.name}`}
              onClick={() => deleting.ask(unit)}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </>
        )}
      />
      {editing !== null && (
        <UnitDialog
          unit={editing === 'new' ? null : editing}
          units={units}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteConfirm state={deleting} />
    </Box>
  );
}
