import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { serviceMessages } from '../../../lib/messages';
import { pathTo } from '../../../lib/paths';
import { useRootCategories, useSubCategories } from '../api/category-queries';
import { CategoryList } from './category-list';
import { ServicesTable } from './services-table';
import { FieldGrid } from '../../../components/field-grid';

const text = serviceMessages.basket;

interface ServiceBasketProps {
  /** The chosen root category and sub category (from the address), or null. */
  categoryId: number | null;
  subCategoryId: number | null;
}

/**
 * The service basket as Admins manage it (SPEC §2 /process/list/{categoryId?}/{subCategoryId?}): root
 * categories, the chosen root's sub categories, and the services filed under the choice. The choice is
 * the address, so it survives a reload and the back button.
 */
export function ServiceBasket({ categoryId, subCategoryId }: ServiceBasketProps) {
  const navigate = useNavigate();
  const roots = useRootCategories();
  const subs = useSubCategories(categoryId);
  const root = roots.data?.find((c) => c.id === categoryId) ?? null;
  const sub = subs.data?.find((c) => c.id === subCategoryId) ?? null;
  const go = (params: { categoryId?: number; subCategoryId?: number }) =>
    void navigate(pathTo('process-list', params));

  const categoryIds = sub ? [sub.id] : root ? [root.id, ...(subs.data ?? []).map((c) => c.id)] : [];
  const chosen = sub ?? root;
  return (
    <FieldGrid template="minmax(240px, 1fr) minmax(0, 3fr)">
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 3, minWidth: 0 }}>
        <CategoryList
          title={text.categories}
          categories={roots.data}
          isLoading={roots.isLoading}
          parentId={null}
          selected={categoryId}
          onSelect={(c) => go({ categoryId: c.id })}
          onDeleted={(c) => c.id === categoryId && go({})}
          emptyText={text.noCategories}
          createLabel={text.newCategory}
        />
        {root && (
          <CategoryList
            title={`${text.subCategories} ${root.name}`}
            categories={subs.data}
            isLoading={subs.isLoading}
            parentId={root.id}
            selected={subCategoryId}
            onSelect={(c) => go({ categoryId: root.id, subCategoryId: c.id })}
            onDeleted={(c) => c.id === subCategoryId && go({ categoryId: root.id })}
            emptyText={text.noSubCategories}
            createLabel={text.newSubCategory}
          />
        )}
      </Paper>
      <Paper variant="outlined" component="section" sx={{ p: 2, display: 'grid', gap: 2, minWidth: 0 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {chosen ? text.servicesOf(chosen.name) : text.servicesLabel}
        </Typography>
        <ServicesTable
          title={chosen ? text.servicesOf(chosen.name) : text.servicesLabel}
          categoryIds={categoryIds}
          newServiceTo={
            root && sub ? pathTo('process-new', { categoryId: root.id, subCategoryId: sub.id }) : null
          }
        />
      </Paper>
    </FieldGrid>
  );
}
