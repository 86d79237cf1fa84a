import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import {
  createSsoSystemBody,
  toLatinDigits,
  updateSsoSystemBody,
  type SsoCategoryId,
} from '@darvazeh/shared';
import { ImageUploadField } from '../../../components/image-upload-field';
import { SwitchField } from '../../../components/switch-field';
import { FormActions } from '../../../components/form-actions';
import { SchemaForm } from '../../../components/schema-form';
import type { FieldErrors } from '../../../lib/form-errors';
import { pathTo } from '../../../lib/paths';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSaveSystem } from '../api/system-queries';
import type { CreateSsoSystemBody, SsoSystem, UnitChoice, UnitChoices, UpdateSsoSystemBody } from '../types';
import { UnitField, type UnitSearchField } from './unit-field';
import { commonMessages, ssoMessages } from '../../../lib/messages';

const text = ssoMessages.form;

interface SystemFormProps {
  /** The system to edit, or null for a new one of `categoryId`. */
  system: SsoSystem | null;
  categoryId: number;
  unitChoices: UnitChoices;
  UnitSearch: UnitSearchField;
}

/** "12", "۱۲" and "-3" become integers; blank is 0; anything else is not a priority. */
function parsePriority(value: string): number | null {
  const latin = toLatinDigits(value.trim());
  if (latin === '') return 0;
  return /^-?\d+$/.test(latin) ? Number(latin) : null;
}

interface Values {
  name: string;
  description: string;
  homeUrl: string;
  logoFileId: string | null;
  unit: UnitChoice | null;
  enabled: boolean;
  showOnMainPage: boolean;
  priority: string;
}

/** The body of the values: the update's, plus the category for a new system (checked by its schema). */
function bodyOf(values: Values, categoryId: number | null): UpdateSsoSystemBody | CreateSsoSystemBody {
  const { unit, ...rest } = values;
  const body: UpdateSsoSystemBody = {
    ...rest,
    name: rest.name.trim(),
    homeUrl: rest.homeUrl.trim(),
    unitId: unit?.id ?? null,
    priority: parsePriority(values.priority) ?? Number.NaN,
  };
  return categoryId === null ? body : { ...body, categoryId: categoryId as SsoCategoryId };
}

/**
 * Creates or edits a connected system: name, description, home URL, logo, unit, enabled, shown on
 * the main page, and priority. The category is chosen before (new/{categoryId}) and only shown here.
 */
export function SystemForm({ system, categoryId, unitChoices, UnitSearch }: SystemFormProps) {
  const navigate = useNavigate();
  const save = useSaveSystem();
  const onlyUnit = unitChoices !== 'all' && unitChoices.length === 1 ? unitChoices[0] : undefined;
  const form = useSchemaForm<Values, UpdateSsoSystemBody | CreateSsoSystemBody>({
    initial: {
      name: system?.name ?? '',
      description: system?.description ?? '',
      homeUrl: system?.homeUrl ?? '',
      logoFileId: system?.logoFileId ?? null,
      unit: (system ? system.unit : onlyUnit) ?? null,
      enabled: system?.enabled ?? true,
      showOnMainPage: system?.showOnMainPage ?? true,
      priority: String(system?.priority ?? 0),
    },
    schema: system ? updateSsoSystemBody : createSsoSystemBody,
    toBody: (values) => bodyOf(values, system ? null : categoryId),
    extraErrors: (values) => {
      const found: FieldErrors = {};
      if (parsePriority(values.priority) === null) found.priority = text.priorityInvalid;
      if (unitChoices !== 'all' && values.unit === null) found.unitId = text.unitRequired;
      return found;
    },
    onValid: (body) =>
      save.mutate(system ? { id: system.id, body } : { body: body as CreateSsoSystemBody }, {
        onSuccess: () => void navigate(pathTo('sso-list')),
      }),
  });
  const { values, set, errors, setErrors, text: bind } = form;
  const change = (next: Partial<Values>) => {
    set(next);
    // A field's error stays until that field changes (the unit's is named after its body key).
    const fields = Object.keys(next).map((key) => (key === 'unit' ? 'unitId' : key));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !fields.includes(key))),
    );
  };
  const field = (name: 'name' | 'description' | 'homeUrl' | 'priority', helper?: string) => ({
    ...bind(name, helper),
    onChange: (event: { target: { value: string } }) => change({ [name]: event.target.value }),
  });

  return (
    <SchemaForm form={form} sx={{ display: 'grid', gap: 2.5 }}>
      <Typography variant="body2" color="text.secondary">
        {text.category}: <bdi>{ssoMessages.categories[categoryId]}</bdi>
        {system && ` — ${text.categoryFixed}`}
      </Typography>
      <TextField required label={ssoMessages.name} {...field('name')} />
      <TextField multiline minRows={2} label={text.description} {...field('description')} />
      <TextField
        required
        label={text.homeUrl}
        {...field('homeUrl', text.homeUrlHint)}
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url', spellCheck: false } }}
      />
      <ImageUploadField
        label={commonMessages.systemLogo}
        value={values.logoFileId}
        name="sso-logo"
        onChange={(logoFileId) => change({ logoFileId })}
        error={errors.logoFileId !== undefined}
        helperText={errors.logoFileId}
      />
      <UnitField
        choices={unitChoices}
        UnitSearch={UnitSearch}
        value={values.unit}
        onChange={(unit) => change({ unit })}
        error={errors.unitId}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
        <TextField
          label={text.priority}
          {...field('priority', text.priorityHint)}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
          sx={{ maxWidth: 200 }}
        />
        <SwitchField
          label={commonMessages.enabled}
          checked={values.enabled}
          onChange={(enabled) => change({ enabled })}
        />
        <SwitchField
          label={text.showOnMainPage}
          checked={values.showOnMainPage}
          onChange={(showOnMainPage) => change({ showOnMainPage })}
        />
      </Box>
      <FormActions back={{ label: text.back, to: pathTo('sso-list') }} isPending={save.isPending} />
    </SchemaForm>
  );
}
