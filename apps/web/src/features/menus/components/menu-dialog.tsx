import { useMemo } from 'react';
import Box from '@mui/material/Box';
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
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSaveMenu } from '../api/menu-queries';
import { menuMessages as text } from '../messages';
import { menuDescendantIds } from '../menu-tree';
import type { MenuBody, MenuRecord, PageOption } from '../types';

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

const NONE = '';
const fromSelect = (value: string) => (value === NONE ? null : Number(value));
const toSelect = (value: number | null) => (value === null ? NONE : String(value));

/** Creates or edits a menu item: title, parent (never itself or below), a link or a content page, order. */
export function MenuDialog({ item, parentId = null, items, pages, onClose }: MenuDialogProps) {
  const save = useSaveMenu();
  const {
    values,
    set,
    errors,
    text: bind,
    submit,
    formRef,
  } = useSchemaForm<Values, MenuBody>({
    initial: {
      fname: item?.fname ?? '',
      name: item && item.name !== item.fname ? item.name : '',
      parentId: item ? item.parentId : parentId,
      justLink: item?.justLink ?? false,
      link: item?.link ?? '',
      contentPageId: item?.contentPageId ?? null,
      sortOrder: String(item?.sortOrder ?? 0),
    },
    schema: menuBody,
    toBody: (values) => ({
      ...values,
      link: values.justLink ? values.link.trim() : null,
      contentPageId: values.justLink ? null : values.contentPageId,
      sortOrder: Number(values.sortOrder),
    }),
    onValid: (body) => save.mutate({ ...(item && { id: item.id }), body }, { onSuccess: onClose }),
  });
  const parents = useMemo(() => {
    const blocked = item ? menuDescendantIds(items, item.id) : new Set<number>();
    return items.filter((candidate) => !blocked.has(candidate.id));
  }, [item, items]);

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="menu-dialog-title">
      <DialogTitle id="menu-dialog-title">{item ? text.editItem : text.newItem}</DialogTitle>
      <Box component="form" ref={formRef} noValidate onSubmit={submit}>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField required label={text.fname} {...bind('fname')} />
          <TextField label={text.name} {...bind('name')} slotProps={{ htmlInput: { dir: 'ltr' } }} />
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
              {...bind('link')}
              helperText={
                errors.link ?? (
                  <>
                    {text.linkHint} <bdi dir="ltr">https://</bdi> {text.linkHintOr}{' '}
                    <bdi dir="ltr">http://</bdi>
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
              name="contentPageId"
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
            {...bind('sortOrder')}
            slotProps={{ htmlInput: { min: 0, step: 1 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {text.save}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
