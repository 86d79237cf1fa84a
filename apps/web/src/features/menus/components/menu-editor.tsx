import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/Add';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteMenu, useMenuRecords } from '../api/menu-queries';
import { menuMessages as text } from '../messages';
import { buildMenuTree } from '../menu-tree';
import type { MenuRecord, PageOption } from '../types';
import { MenuDialog } from './menu-dialog';
import { MenuBranch } from './menu-branch';

type Editing = { item: MenuRecord | null; parentId: number | null };

/** The menu tree with add (at the top or under an item), edit and delete; `pages` are the pages to open. */
export function MenuEditor({ pages }: { pages: readonly PageOption[] }) {
  const { data, isSuccess } = useMenuRecords();
  const items = useMemo(() => data ?? [], [data]);
  const tree = useMemo(() => buildMenuTree(items), [items]);
  const pageTitles = useMemo(() => new Map(pages.map((page) => [page.id, page.title])), [pages]);
  const remove = useDeleteMenu();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<MenuRecord | null>(null);
  const byId = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Button
        variant="contained"
        startIcon={<AddOutlined />}
        onClick={() => setEditing({ item: null, parentId: null })}
        sx={{ justifySelf: 'start' }}
      >
        {text.newItem}
      </Button>
      {isSuccess && items.length === 0 && <Typography color="text.secondary">{text.empty}</Typography>}
      <List dense disablePadding aria-label={text.tree}>
        {tree.map((node) => (
          <MenuBranch
            key={node.item.id}
            node={node}
            depth={0}
            pageTitles={pageTitles}
            onAdd={(parent) => setEditing({ item: null, parentId: parent.id })}
            onEdit={(item) => setEditing({ item: byId.get(item.id) ?? null, parentId: item.parentId })}
            onDelete={(item) => setDeleting(byId.get(item.id) ?? null)}
          />
        ))}
      </List>
      {editing && (
        <MenuDialog
          item={editing.item}
          parentId={editing.parentId}
          items={items}
          pages={pages}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={text.deleteItem}
        text={text.deleteConfirm(deleting?.fname ?? '')}
        isPending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </Box>
  );
}
