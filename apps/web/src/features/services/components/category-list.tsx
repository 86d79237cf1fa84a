import { useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { DeleteConfirm, useDeleteConfirm } from '../../../components/delete-confirm';
import { CreateButton } from '../../../components/list-toolbar';
import { RowActions } from '../../../components/row-actions';
import { commonMessages, serviceMessages } from '../../../lib/messages';
import { useDeleteCategory } from '../api/category-queries';
import type { ServiceCategoryItem } from '../types';
import { CategoryDialog } from './category-dialog';
import { ServiceIcon } from './service-icon';

const text = serviceMessages.basket;

interface CategoryListProps {
  /** The list's heading and accessible name. */
  title: string;
  categories: readonly ServiceCategoryItem[] | undefined;
  isLoading: boolean;
  /** The root new categories go under (null: these are roots). */
  parentId: number | null;
  selected: number | null;
  onSelect: (category: ServiceCategoryItem) => void;
  /** After the selected category is deleted. */
  onDeleted: (category: ServiceCategoryItem) => void;
  emptyText: string;
  createLabel: string;
}

/** Roots or one root's sub categories: choose one, create, edit (dialog) and delete (confirmed). */
export function CategoryList({
  title,
  categories,
  isLoading,
  parentId,
  selected,
  onSelect,
  onDeleted,
  emptyText,
  createLabel,
}: CategoryListProps) {
  const [editing, setEditing] = useState<ServiceCategoryItem | 'new' | null>(null);
  const deleting = useDeleteConfirm(
    useDeleteCategory(),
    { title: text.deleteCategoryTitle, text: (c: ServiceCategoryItem) => text.deleteCategoryText(c.name) },
    onDeleted,
  );
  const sorted = [...(categories ?? [])].sort(
    (a, b) => a.order - b.order || a.name.localeCompare(b.name, 'fa'),
  );
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <CreateButton label={createLabel} onClick={() => setEditing('new')} />
      </Box>
      {isLoading && <LinearProgress aria-label={commonMessages.loading} />}
      {categories && sorted.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      )}
      <List dense disablePadding aria-label={title}>
        {sorted.map((category) => (
          <ListItem
            key={category.id}
            disablePadding
            divider
            secondaryAction={
              <RowActions
                label={category.name}
                onEdit={() => setEditing(category)}
                onDelete={() => deleting.ask(category)}
              />
            }
            sx={{ '& .MuiListItemSecondaryAction-root': { display: 'flex' } }}
          >
            <ListItemButton
              selected={category.id === selected}
              aria-current={category.id === selected ? 'true' : undefined}
              onClick={() => onSelect(category)}
              sx={{ pe: 12 }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <ServiceIcon name={category.icon} />
              </ListItemIcon>
              <ListItemText primary={category.name} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {editing !== null && (
        <CategoryDialog
          item={editing === 'new' ? null : editing}
          parentId={parentId}
          onClose={() => setEditing(null)}
          onSaved={(stored) => editing === 'new' && onSelect(stored)}
        />
      )}
      <DeleteConfirm state={deleting} />
    </Box>
  );
}
