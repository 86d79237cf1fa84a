import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { SxProps, Theme } from '@mui/material/styles';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { TreeNode, TreeRow } from '../lib/tree';

/** How each row of a tree list shows its item. */
interface BranchProps<T extends TreeRow> {
  /** The expand button's accessible name. */
  expandLabel: string;
  /** Whether a branch at `depth` (0 at the top) starts open. */
  startsOpen: (depth: number) => boolean;
  primary: (item: T) => ReactNode;
  secondary?: (item: T) => ReactNode;
  /** The row's buttons (edit, delete, add below…), at its end. */
  actions: (item: T) => ReactNode;
  /** The row's own style; room for more than two buttons, say. */
  rowSx?: SxProps<Theme>;
}

/** What a tree list shows: the nested rows, named for assistive technology. */
export interface TreeListProps<T extends TreeRow> extends BranchProps<T> {
  tree: readonly TreeNode<T>[];
  label: string;
}

/** A nested list whose branches open and close, each row indented by its depth, with its buttons. */
export function TreeList<T extends TreeRow>({ tree, label, ...branch }: TreeListProps<T>) {
  return (
    <List dense disablePadding aria-label={label}>
      {tree.map((node) => (
        <Branch key={node.item.id} node={node} depth={0} {...branch} />
      ))}
    </List>
  );
}

function Branch<T extends TreeRow>({
  node,
  depth,
  ...branch
}: BranchProps<T> & { node: TreeNode<T>; depth: number }) {
  const { expandLabel, startsOpen, primary, secondary, actions, rowSx } = branch;
  const [isOpen, setIsOpen] = useState(() => startsOpen(depth));
  const hasChildren = node.children.length > 0;
  return (
    <>
      <ListItem divider secondaryAction={<Box sx={{ display: 'flex' }}>{actions(node.item)}</Box>} sx={rowSx}>
        {/* A spacer, not padding: ListItem's own inline padding wins over sx once RTL flips it. */}
        <Box sx={{ width: depth * 24, flexShrink: 0 }} />
        {hasChildren ? (
          <IconButton
            size="small"
            aria-label={expandLabel}
            aria-expanded={isOpen}
            onClick={() => setIsOpen(!isOpen)}
          >
            {isOpen ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
          </IconButton>
        ) : (
          <Box sx={{ width: 30 }} />
        )}
        <ListItemText primary={primary(node.item)} secondary={secondary?.(node.item)} />
      </ListItem>
      {hasChildren && (
        <Collapse in={isOpen} unmountOnExit>
          <List dense disablePadding>
            {node.children.map((child) => (
              <Branch key={child.item.id} node={child} depth={depth + 1} {...branch} />
            ))}
          </List>
        </Collapse>
      )}
    </>
  );
}
