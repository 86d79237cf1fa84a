import { useMemo, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Link as RouterLink } from 'react-router';
import { useMenues } from '../api/get-menues';
import { menuMessages as text } from '../messages';
import { buildMenuTree, flattenMenu, menuTarget, type MenuNode } from '../menu-tree';
import type { MenuItem as MenuEntry } from '../types';

/** Props that make any MUI button-like component lead where the item leads. */
function targetProps(item: MenuEntry) {
  const target = menuTarget(item);
  return target.kind === 'link'
    ? { component: 'a' as const, href: target.href, target: '_blank', rel: 'noopener noreferrer' }
    : { component: RouterLink, to: target.to };
}

function LinkMark({ item }: { item: MenuEntry }) {
  return item.justLink ? (
    <OpenInNew sx={{ fontSize: 14, marginInlineStart: 0.5, opacity: 0.8 }} aria-hidden />
  ) : null;
}

// A spacer, not padding: the items' own inline padding wins over sx once RTL flips it.
function Indent({ depth }: { depth: number }) {
  return depth > 0 ? <Box component="span" sx={{ width: depth * 16, flexShrink: 0 }} /> : null;
}

/** A top-level item with children: a button opening its dropdown (the item itself, then the tree below). */
function Dropdown({ node }: { node: MenuNode }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = `navbar-menu-${node.item.id}`;
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMore />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        {node.item.fname}
      </Button>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {flattenMenu([node]).map(({ node: entry, depth }) => (
          <MenuItem key={entry.item.id} {...targetProps(entry.item)} onClick={() => setAnchor(null)}>
            <Indent depth={depth} />
            {entry.item.fname}
            <LinkMark item={entry.item} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * The dynamic navbar items (SPEC §2): from `menu/get-menues` (cached for the session), items with
 * children as dropdowns; a link item opens in a new tab, any other opens its content page. On narrow
 * screens every item sits in a drawer behind one menu button.
 */
export function NavbarMenu() {
  const { data } = useMenues();
  const tree = useMemo(() => buildMenuTree(data ?? []), [data]);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  if (tree.length === 0) return null;

  return (
    <>
      <Box component="nav" aria-label={text.navbar} sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
        {tree.map((node) =>
          node.children.length > 0 ? (
            <Dropdown key={node.item.id} node={node} />
          ) : (
            <Button key={node.item.id} color="inherit" {...targetProps(node.item)}>
              {node.item.fname}
              <LinkMark item={node.item} />
            </Button>
          ),
        )}
      </Box>
      <IconButton
        color="inherit"
        aria-label={text.more}
        aria-expanded={isDrawerOpen}
        onClick={() => setIsDrawerOpen(true)}
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      <Drawer anchor="left" open={isDrawerOpen} onClose={() => setIsDrawerOpen(false)}>
        <Box component="nav" aria-label={text.navbar} sx={{ width: 280 }}>
          <List>
            {flattenMenu(tree).map(({ node, depth }) => (
              <ListItemButton
                key={node.item.id}
                {...targetProps(node.item)}
                onClick={() => setIsDrawerOpen(false)}
              >
                <Indent depth={depth} />
                <ListItemText primary={node.item.fname} />
                <LinkMark item={node.item} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      </Drawer>
    </>
  );
}
