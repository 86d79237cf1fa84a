import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { menuBody } from '@darvazeh/shared';
import { FormDialog, useSaveDialogForm } from '../../../components/form-dialog';
import { ParentSelect, SelectField, toOptions } from '../../../components/select-field';
import { useSaveMenu } from '../api/menu-queries';
import type { MenuBody, MenuRecord, PageOption } from '../types';
import { commonMessages, menuMessages as text, routeNames } from '../../../lib/messages';

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

const fnameOf = (row: MenuRecord) => row.fname;

/** Creates or edits a menu item: title, parent (never itself or below), a link or a content page, order. */
export function MenuDialog({ item, parentId = null, items, pages, onClose }: MenuDialogProps) {
  const save = useSaveMenu();
  const { form, dialog } = useSaveDialogForm<Values, MenuBody, unknown>(save, item, onClose, {
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
  });
  const { values, set, errors, text: bind } = form;

  return (
    <FormDialog title={item ? text.editItem : text.newItem} {...dialog}>
      <TextField required label={commonMessages.title} {...bind('fname')} />
      <TextField label={text.name} {...bind('name')} slotProps={{ htmlInput: { dir: 'ltr' } }} />
      <ParentSelect
        label={text.parent}
        noneLabel={text.noParent}
        rows={items}
        id={item?.id ?? null}
        rowLabel={fnameOf}
        value={values.parentId}
        onChange={(parentId) => set({ parentId })}
      />
      <div>
        <FormLabel id="menu-kind-label">{text.kind}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="menu-kind-label"
          value={values.justLink ? 'link' : 'page'}
          onChange={(event) => set({ justLink: event.target.value === 'link' })}
        >
          <FormControlLabel value="page" control={<Radio />} label={routeNames.contentPage} />
          <FormControlLabel value="link" control={<Radio />} label={commonMessages.link} />
        </RadioGroup>
      </div>
      {values.justLink ? (
        <TextField
          required
          label={commonMessages.linkAddress}
          {...bind('link')}
          helperText={
            errors.link ?? (
              <>
                {commonMessages.linkHint} <bdi dir="ltr">https://</bdi> {commonMessages.or}{' '}
                <bdi dir="ltr">http://</bdi>
                {text.linkHintEnd}
              </>
            )
          }
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
        />
      ) : (
        <SelectField
          required
          label={routeNames.contentPage}
          name="contentPageId"
          value={values.contentPageId}
          options={toOptions(pages, (page) => page.title)}
          onChange={(contentPageId) => set({ contentPageId })}
          error={errors.contentPageId !== undefined}
          helperText={errors.contentPageId ?? (pages.length === 0 ? text.noPages : undefined)}
        />
      )}
      <TextField
        label={text.sortOrder}
        type="number"
        {...bind('sortOrder')}
        slotProps={{ htmlInput: { min: 0, step: 1 } }}
      />
    </FormDialog>
  );
}
