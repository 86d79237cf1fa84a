import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { menuBody } from '@darvazeh/shared';
import { hasNoErrors, schemaErrors, type FieldErrors } from '../../../lib/form-errors';
import { useSaveMenu } from '../api/save-menu';
import { menuMessages as text } from '../messages';
import { menuDescendantIds } from '../menu-tree';
import type { MenuRecord, PageOption } from '../types';

interface MenuDialogProps {
  /** The item to edit; null creates one (under `parentId` when given). */
  item: MenuRecord | null;
  parentId?: number | null;
  items: readonly MenuRecord[];
  pages: readonly PageOption[];
  onClose: () => void;
}

interface Values {
  fname: string;
  name: string;
  parentId: number | null;
  justLink: boolean;
  link: string;
  contentPageId: number | null;
  sortOrder: string;
}
type Field = keyof Values;

const NONE = '';
const fromSelect = (value: string) => (value === NONE ? null : Number(value));
const toSelect = (value: number | null) => (value === null ? NONE : String(value));

/** Creates or edits a menu item: title, parent (never itself or below), a link or a content page, order. */
export function MenuDialog({ item, parentId = null, items, pages, onClose }: MenuDialogProps) {
  const save = useSaveMenu();
  const [values, setValues] = useState<Values>({
    fname: item?.fname ?? '',
    name: item && item.name !== item.fname ? item.name : '',
    parentId: item ? item.parentId : parentId,
    justLink: item?.justLink ?? false,
    link: item?.link ?? '',
    contentPageId: item?.contentPageId ?? null,
    sortOrder: String(item?.sortOrder ?? 0),
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const parents = useMemo(() => {
    const blocked = item ? menuDescendantIds(items, item.id) : new Set<number>();
    return items.filter((candidate) => !blocked.has(candidate.id));
  }, [item, items]);
  const set = (patch: Partial<Values>) => setValues({ ...values, ...patch });

  const handleSave = () => {
    const body = {
      ...values,
      link: values.justLink ? values.link.trim() : null,
      contentPageId: values.justLink ? null : values.contentPageId,
      sortOrder: Number(values.sortOrder),
    };
    const found = schemaErrors<Field>(menuBody, body);
    setErrors(found);
    if (hasNoErrors(found)) save.mutate({ ...(item && { id: item.id }), body }, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="menu-dialog-title">
      <DialogTitle id="menu-dialog-title">{item ? text.editItem : text.newItem}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          required
          label={text.fname}
          value={values.fname}
          onChange={(event) => set({ fname: event.target.value })}
          error={errors.fname !== undefined}
          helperText={errors.fname}
        />
        <TextField
          label={text.name}
          value={values.name}
          onChange={(event) => set({ name: event.target.value })}
          error={errors.name !== undefined}
          helperText={errors.name}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <TextField
          select
          label={text.parent}
          value={toSelect(values.parentId)}
          onChange={(event) => set({ parentId: fromSelect(event.target.value) })}
        >
          <MenuItem value={NONE}>{text.noParent}</MenuItem>
          {parents.map((candidate) => (
            <MenuItem key={candidate.id} value={String(candidate.id)}>
              {candidate.fname}
            </MenuItem>
          ))}
        </TextField>
        <div>
          <FormLabel id="menu-kind-label">{text.kind}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="menu-kind-label"
            value={values.justLink ? 'link' : 'page'}
            onChange={(event) => set({ justLink: event.target.value === 'link' })}
          >
            <FormControlLabel value="page" control={<Radio />} label={text.kindPage} />
            <FormControlLabel value="link" control={<Radio />} label={text.kindLink} />
          </RadioGroup>
        </div>
        {values.justLink ? (
          <TextField
            required
            label={text.link}
            value={values.link}
            onChange={(event) => set({ link: event.target.value })}
            error={errors.link !== undefined}
            helperText={
              errors.link ?? (
                <>
                  {text.linkHint} <bdi dir="ltr">https://</bdi> {text.linkHintOr} <bdi dir="ltr">http://</bdi>
                  {text.linkHintEnd}
                </>
              )
            }
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
          />
        ) : (
          <TextField
            select
            required
            label={text.page}
            value={toSelect(values.contentPageId)}
            onChange={(event) => set({ contentPageId: fromSelect(event.target.value) })}
            error={errors.contentPageId !== undefined}
            helperText={errors.contentPageId ?? (pages.length === 0 ? text.noPages : undefined)}
          >
            {pages.map((page) => (
              <MenuItem key={page.id} value={String(page.id)}>
                {page.title}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          label={text.sortOrder}
          type="number"
          value={values.sortOrder}
          onChange={(event) => set({ sortOrder: event.target.value })}
          error={errors.sortOrder !== undefined}
          helperText={errors.sortOrder}
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.cancel}</Button>
        <Button variant="contained" loading={save.isPending} onClick={handleSave}>
          {text.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
