import { useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { DeleteConfirm, useDeleteConfirm } from '../../../components/delete-confirm';
import { CreateButton } from '../../../components/list-toolbar';
import { TreeList } from '../../../components/tree-list';
import { useDeleteMenu, useMenuRecords } from '../api/menu-queries';
import { buildMenuTree } from '../menu-tree';
import type { MenuItem, MenuRecord, PageOption } from '../types';
import { MenuDialog } from './menu-dialog';
import { menuMessages as text } from '../../../lib/messages';

type Editing = { item: MenuRecord | null; parentId: number | null };

/** One of a row's buttons, named after the item too so a screen reader tells rows apart. */
function action(item: MenuItem, label: string, icon: ReactNode, onClick: () => void) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={`${label} ${item.fname}`} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/** The menu tree with add (at the top or under an item), edit and delete; `pages` are the pages to open. */
export function MenuEditor({ pages }: { pages: readonly PageOption[] }) {
  const { data, isSuccess } = useMenuRecords();
  const items = useMemo(() => data ?? [], [data]);
  const tree = useMemo(() => buildMenuTree(items), [items]);
  const pageTitles = useMemo(() => new Map(pages.map((page) => [page.id, page.title])), [pages]);
  const deleting = useDeleteConfirm(useDeleteMenu(), {
    title: text.deleteItem,
    text: (item: MenuRecord) => text.deleteConfirm(item.fname),
  });
  const [editing, setEditing] = useState<Editing | null>(null);
  const target = (item: MenuItem) =>
    item.justLink
      ? text.opensLink(item.link ?? '')
      : text.opensPage(pageTitles.get(item.contentPageId ?? 0) ?? `#${item.contentPageId ?? ''}`);

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <CreateButton label={text.newItem} onClick={() => setEditing({ item: null, parentId: null })} />
      {isSuccess && items.length === 0 && <Typography color="text.secondary">{text.empty}</Typography>}
      <TreeList
        tree={tree}
        label={text.tree}
        expandLabel={text.expand}
        startsOpen={() => true}
        primary={(item) => item.fname}
        secondary={(item) => <bdi>{target(item)}</bdi>}
        rowSx={{ pr: 16 }}
        actions={(item) => (
          <>
            {action(item, text.newItem, <AddOutlined fontSize="small" />, () =>
              setEditing({ item: null, parentId: item.id }),
            )}
            {action(item, text.editItem, <EditOutlined fontSize="small" />, () =>
              setEditing({ item, parentId: item.parentId }),
            )}
            {action(item, text.deleteItem, <DeleteOutlined fontSize="small" />, () => deleting.ask(item))}
          </>
        )}
      />
      {editing && (
        <MenuDialog
          item={editing.item}
          parentId={editing.parentId}
          items={items}
          pages={pages}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteConfirm state={deleting} />
    </Box>
  );
}
