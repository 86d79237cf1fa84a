// The designer's first sections: who the service is (names, icon, tags, categories) and its
// service-desk pack (what an applicant must know before starting).
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { SwitchField } from '../../../components/switch-field';
import { serviceMessages } from '../../../lib/messages';
import { useCategoryTree } from '../api/category-queries';
import { FieldGrid } from '../../../components/field-grid';
import { DesignerPart, textAt, type DraftForm } from './designer-part';
import { NumberField } from './number-field';
import { IconField } from './service-icon';
import { EditableRows } from '../../../components/editable-rows';

const text = serviceMessages.designer;
const desk = serviceMessages.desk;

/** A sub category as the categories picker offers it: its name, under its root's. */
interface CategoryChoice {
  id: number;
  name: string;
  root: string;
}

/** Names, English name, icon, tags, categories, goods-and-services group, and the enabled switch. */
export function IdentitySection({ form }: { form: DraftForm }) {
  const { tree } = useCategoryTree();
  const choices: CategoryChoice[] = tree.flatMap(({ root, children }) => [
    { id: root.id, name: root.name, root: root.name },
    ...children.map((c) => ({ id: c.id, name: c.name, root: root.name })),
  ]);
  const chosen = form.draft.categories.map(
    (id) => choices.find((c) => c.id === id) ?? { id, name: serviceMessages.help.unknown, root: '' },
  );
  return (
    <DesignerPart title={text.identity}>
      <FieldGrid>
        <TextField required label={text.serviceFname} {...textAt(form, 'serviceFname')} />
        <TextField
          required
          label={text.serviceEname}
          {...textAt(form, 'serviceEname', text.serviceEnameHint)}
          slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
        />
        <IconField
          label={text.serviceIcon}
          name="serviceIcon"
          value={form.draft.serviceIcon}
          onChange={(icon) => form.set('serviceIcon', icon)}
        />
        <TextField label={text.groupKala} {...textAt(form, 'groupKala')} />
        <Autocomplete
          multiple
          options={choices}
          value={chosen}
          groupBy={(c) => c.root}
          getOptionLabel={(c) => c.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_event, next) =>
            form.set(
              'categories',
              next.map((c) => c.id),
            )
          }
          renderInput={(params) => (
            <TextField
              {...params}
              required
              name="categories"
              label={text.categories}
              error={form.errors.categories !== undefined}
              helperText={form.errors.categories ?? text.categoriesHint}
            />
          )}
        />
        <Autocomplete
          multiple
          freeSolo
          options={[] as string[]}
          value={form.draft.tags}
          onChange={(_event, next) => form.set('tags', next.map((tag) => tag.trim()).filter(Boolean))}
          renderValue={(tags, getItemProps) =>
            tags.map((tag, index) => {
              const { key, ...item } = getItemProps({ index });
              return <Chip key={key} size="small" label={tag} {...item} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              name="tags"
              label={text.tags}
              error={form.errors.tags !== undefined}
              helperText={form.errors.tags ?? text.tagsHint}
            />
          )}
        />
      </FieldGrid>
      <SwitchField
        label={text.enabled}
        checked={form.draft.enabled}
        onChange={(on) => form.set('enabled', on)}
      />
    </DesignerPart>
  );
}

/** The service-desk pack: national id, required documents, duration, cost, contact. */
export function DeskSection({ form }: { form: DraftForm }) {
  const { desk: pack } = form.draft;
  const documents = pack.requiredDocuments;
  const setDocuments = (next: string[]) => form.set('desk.requiredDocuments', next);
  return (
    <DesignerPart title={desk.title} subtitle={desk.subtitle}>
      <FieldGrid>
        <TextField
          label={desk.nationalId}
          {...textAt(form, 'desk.nationalId')}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <TextField label={desk.contact} {...textAt(form, 'desk.contact')} />
        <NumberField
          label={desk.durationDays}
          name="desk.durationDays"
          value={pack.durationDays}
          onChange={(n) => form.set('desk.durationDays', n)}
          error={form.errors['desk.durationDays']}
        />
        <NumberField
          label={desk.costRials}
          name="desk.costRials"
          grouped
          value={pack.costRials}
          onChange={(n) => form.set('desk.costRials', n)}
          error={form.errors['desk.costRials']}
          helperText={desk.costHint}
        />
      </FieldGrid>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1, minWidth: 0 }}>
        <Box component="legend" sx={{ typography: 'body2', fontWeight: 700, mb: 1 }}>
          {desk.requiredDocuments}
        </Box>
        {documents.length === 0 && (
          <Box sx={{ typography: 'body2', color: 'text.secondary' }}>{desk.noDocuments}</Box>
        )}
        <EditableRows
          rows={documents}
          onChange={setDocuments}
          rowKey={(_document, index) => index}
          removeLabel={(_document, index) => desk.removeDocument(index + 1)}
          addLabel={desk.addDocument}
          newRow={() => ''}
          renderRow={(document, index, replace) => (
            <TextField
              size="small"
              fullWidth
              label={desk.documentLabel(index + 1)}
              name={`desk.requiredDocuments.${index}`}
              value={document}
              error={form.errors[`desk.requiredDocuments.${index}`] !== undefined}
              helperText={form.errors[`desk.requiredDocuments.${index}`]}
              onChange={(event) => replace(event.target.value)}
            />
          )}
        />
      </Box>
    </DesignerPart>
  );
}
