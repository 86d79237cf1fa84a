import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { UNIT_IMPORT_COLUMNS } from '@darvazeh/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { messages } from '../../../lib/messages';
import { useDeleteUnit, useUnits } from '../api/unit-queries';
import { orgMessages } from '../messages';
import type { Unit } from '../types';
import { buildUnitTree, type UnitNode } from '../unit-tree';
import { ImportDialog } from './import-dialog';
import { UnitDialog } from './unit-dialog';

const text = messages.units;

/** Above this many units only the top level starts open, so thousands of units render at once. */
const OPEN_ALL_UP_TO = 200;

interface BranchProps {
  node: UnitNode;
  depth: number;
  /** Whether every branch starts open (small trees) or only the top level (large ones). */
  openAll: boolean;
  onEdit: (unit: Unit) => void;
  onDelete: (unit: Unit) => void;
}

function Branch({ node, depth, openAll, onEdit, onDelete }: BranchProps) {
  const [isOpen, setIsOpen] = useState(openAll || depth === 0);
  const hasChildren = node.children.length > 0;
  return (
    <>
      <ListItem
        divider
        secondaryAction={
          <>
            <IconButton aria-label={`${text.editUnit} ${node.unit.name}`} onClick={() => onEdit(node.unit)}>
              <EditOutlined fontSize="small" />
            </IconButton>
            <IconButton
              edge="end"
              aria-label={`${orgMessages.deleteUnit} ${node.unit.name}`}
              onClick={() => onDelete(node.unit)}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </>
        }
      >
        {/* A spacer, not padding: ListItem's own inline padding wins over sx once RTL flips it. */}
        <Box sx={{ width: depth * 24, flexShrink: 0 }} />
        {hasChildren ? (
          <IconButton
            size="small"
            aria-label={text.expand}
            aria-expanded={isOpen}
            onClick={() => setIsOpen(!isOpen)}
          >
            {isOpen ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
          </IconButton>
        ) : (
          <Box sx={{ width: 30 }} />
        )}
        <ListItemText
          primary={node.unit.name}
          secondary={node.unit.unitRoles.map((role) => role.name).join('، ') || undefined}
        />
      </ListItem>
      {hasChildren && (
        <Collapse in={isOpen} unmountOnExit>
          <List dense disablePadding>
            {node.children.map((child) => (
              <Branch
                key={child.unit.id}
                node={child}
                depth={depth + 1}
                openAll={openAll}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            ))}
          </List>
        </Collapse>
      )}
    </>
  );
}

/** The unit tree from `unit/all`, nested by parent; each unit opens in the edit dialog. */
export function UnitTreeList() {
  const { data } = useUnits();
  const units = useMemo(() => data?.list ?? [], [data]);
  const tree = useMemo(() => buildUnitTree(units), [units]);
  const [editing, setEditing] = useState<Unit | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Unit | null>(null);
  const [isImporting, setIsImporting] = useState(false);
  const remove = useDeleteUnit();

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
          {text.newUnit}
        </Button>
        <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => setIsImporting(true)}>
          {orgMessages.importUnits}
        </Button>
      </Box>
      {data && units.length === 0 && <Typography color="text.secondary">{text.empty}</Typography>}
      <List dense disablePadding aria-label={text.tree}>
        {tree.map((node) => (
          <Branch
            key={node.unit.id}
            node={node}
            depth={0}
            openAll={units.length <= OPEN_ALL_UP_TO}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        ))}
      </List>
      {editing !== null && (
        <UnitDialog
          unit={editing === 'new' ? null : editing}
          units={units}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={orgMessages.deleteUnit}
        text={orgMessages.deleteUnitConfirm(deleting?.name ?? '')}
        isPending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
      {isImporting && (
        <ImportDialog
          kind="unit"
          title={orgMessages.importUnits}
          columns={UNIT_IMPORT_COLUMNS}
          onClose={() => setIsImporting(false)}
        />
      )}
    </Box>
  );
}
