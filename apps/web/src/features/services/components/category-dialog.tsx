import TextField from '@mui/material/TextField';
import { serviceCategoryBody, toLatinDigits } from '@darvazeh/shared';
import { FormDialog, useSaveDialogForm } from '../../../components/form-dialog';
import { serviceMessages } from '../../../lib/messages';
import { useSaveCategory } from '../api/category-queries';
import type { ServiceCategoryBody, ServiceCategoryItem } from '../types';
import { IconField } from './service-icon';

const text = serviceMessages.basket;

interface Values {
  name: string;
  icon: string;
  order: string;
}

/** "3", "۳" become 3; blank is 0; anything else is not an order. */
function parseOrder(value: string): number {
  const latin = toLatinDigits(value.trim());
  if (latin === '') return 0;
  return /^\d+$/.test(latin) ? Number(latin) : Number.NaN;
}

interface CategoryDialogProps {
  /** The category to edit, or null for a new one. */
  item: ServiceCategoryItem | null;
  /** The root a new sub category goes under; null for a new root. */
  parentId: number | null;
  onClose: () => void;
  /** Called with the stored category after a save. */
  onSaved?: (category: ServiceCategoryItem) => void;
}

/** Creates or edits a category or sub category: its name, icon and order. */
export function CategoryDialog({ item, parentId, onClose, onSaved }: CategoryDialogProps) {
  const { form, dialog } = useSaveDialogForm<Values, ServiceCategoryBody, ServiceCategoryItem>(
    useSaveCategory(),
    item,
    onClose,
    {
      initial: {
        name: item?.name ?? '',
        icon: item?.icon ?? '',
        order: item ? String(item.order) : '0',
      },
      schema: serviceCategoryBody,
      toBody: (values) => ({
        name: values.name.trim(),
        parentId: item ? item.parentId : parentId,
        icon: values.icon,
        order: parseOrder(values.order),
      }),
      extraErrors: (values) => (Number.isNaN(parseOrder(values.order)) ? { order: text.orderInvalid } : {}),
      onSaved,
    },
  );
  const isSub = (item ? item.parentId : parentId) !== null;
  const title = item ? text.editCategory : isSub ? text.newSubCategory : text.newCategory;
  return (
    <FormDialog title={title} {...dialog}>
      <TextField required autoFocus label={text.categoryName} {...form.text('name')} />
      <IconField
        label={text.icon}
        name="icon"
        value={form.values.icon}
        onChange={(icon) => form.set({ icon })}
      />
      <TextField
        label={text.order}
        {...form.text('order', text.orderHint)}
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
      />
    </FormDialog>
  );
}
