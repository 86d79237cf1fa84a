import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import AddOutlined from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { menuMessages as text } from '../messages';
import type { MenuNode } from '../menu-tree';
import type { MenuItem } from '../types';

interface MenuBranchProps {
  node: MenuNode;
  depth: number;
  pageTitles: ReadonlyMap<number, string>;
  onAdd: (parent: MenuItem) => void;
  onEdit: (item: MenuItem) => void;
  onDelete: (item: MenuItem) => void;
}

/** One menu item in the editor's tree, with its children below it. */
export function MenuBranch({ node, depth, pageTitles, onAdd, onEdit, onDelete }: MenuBranchProps) {
  const [isOpen, setIsOpen] = useState(true);
  const { item, children } = node;
  const target = item.justLink
    ? text.opensLink(item.link ?? '')
    : text.opensPage(pageTitles.get(item.contentPageId ?? 0) ?? `#${item.contentPageId ?? ''}`);
  const action = (label: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={`${label} ${item.fname}`} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <>
      <ListItem
        divider
        secondaryAction={
          <Box sx={{ display: 'flex' }}>
            {action(text.newItem, <AddOutlined fontSize="small" />, () => onAdd(item))}
            {action(text.editItem, <EditOutlined fontSize="small" />, () => onEdit(item))}
            {action(text.deleteItem, <DeleteOutlined fontSize="small" />, () => onDelete(item))}
          </Box>
        }
        sx={{ pr: 16 }}
      >
        {/* A spacer, not padding: ListItem's own inline padding wins over sx once RTL flips it. */}
        <Box sx={{ width: depth * 24, flexShrink: 0 }} />
        {children.length > 0 ? (
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
        <ListItemText primary={item.fname} secondary={<bdi>{target}</bdi>} />
      </ListItem>
      {children.length > 0 && (
        <Collapse in={isOpen} unmountOnExit>
          <List dense disablePadding>
            {children.map((child) => (
              <MenuBranch
                key={child.item.id}
                node={child}
                depth={depth + 1}
                pageTitles={pageTitles}
                onAdd={onAdd}
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
