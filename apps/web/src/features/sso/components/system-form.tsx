import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { createSsoSystemBody, toLatinDigits, updateSsoSystemBody } from '@darvazeh/shared';
import { ImageUploadField } from '../../../components/image-upload-field';
import { hasNoErrors, schemaErrors, type FieldErrors } from '../../../lib/form-errors';
import { useSaveSystem } from '../api/save-system';
import { ssoMessages } from '../messages';
import { SSO_LIST_PATH } from '../paths';
import type { SsoSystem, UnitChoice, UnitChoices, UpdateSsoSystemBody } from '../types';
import { UnitField, type UnitSearchField } from './unit-field';

const text = ssoMessages.form;

type Field = keyof UpdateSsoSystemBody;

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

/**
 * Creates or edits a connected system: name, description, home URL, logo, unit, enabled, shown on
 * the main page, and priority. The category is chosen before (new/{categoryId}) and only shown here.
 */
export function SystemForm({ system, categoryId, unitChoices, UnitSearch }: SystemFormProps) {
  const navigate = useNavigate();
  const save = useSaveSystem();
  const onlyUnit = unitChoices !== 'all' && unitChoices.length === 1 ? unitChoices[0] : undefined;
  const [values, setValues] = useState({
    name: system?.name ?? '',
    description: system?.description ?? '',
    homeUrl: system?.homeUrl ?? '',
    logoFileId: system?.logoFileId ?? null,
    unit: (system ? system.unit : onlyUnit) ?? (null as UnitChoice | null),
    enabled: system?.enabled ?? true,
    showOnMainPage: system?.showOnMainPage ?? true,
    priority: String(system?.priority ?? 0),
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const set = (change: Partial<typeof values>) => {
    setValues((current) => ({ ...current, ...change }));
    // A field's error stays until that field changes (the unit's is named after its body key).
    const fields = Object.keys(change).map((key) => (key === 'unit' ? 'unitId' : key));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !fields.includes(key))),
    );
  };

  const handleSave = () => {
    const priority = parsePriority(values.priority);
    const { unit, ...rest } = values;
    const body: UpdateSsoSystemBody = {
      ...rest,
      name: rest.name.trim(),
      homeUrl: rest.homeUrl.trim(),
      unitId: unit?.id ?? null,
      priority: priority ?? Number.NaN,
    };
    const found = system
      ? schemaErrors<Field>(updateSsoSystemBody, body)
      : schemaErrors<Field>(createSsoSystemBody, { ...body, categoryId });
    if (priority === null) found.priority = text.priorityInvalid;
    if (unitChoices !== 'all' && unit === null) found.unitId = text.unitRequired;
    setErrors(found);
    if (!hasNoErrors(found)) return;
    const done = { onSuccess: () => void navigate(SSO_LIST_PATH) };
    save.mutate(system ? { id: system.id, body } : { body: { ...body, categoryId } }, done);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        handleSave();
      }}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <Typography variant="body2" color="text.secondary">
        {text.category}: <bdi>{ssoMessages.categories[categoryId]}</bdi>
        {system && ` — ${text.categoryFixed}`}
      </Typography>
      <TextField
        required
        label={text.name}
        value={values.name}
        onChange={(event) => set({ name: event.target.value })}
        error={errors.name !== undefined}
        helperText={errors.name}
      />
      <TextField
        multiline
        minRows={2}
        label={text.description}
        value={values.description}
        onChange={(event) => set({ description: event.target.value })}
        error={errors.description !== undefined}
        helperText={errors.description}
      />
      <TextField
        required
        label={text.homeUrl}
        value={values.homeUrl}
        onChange={(event) => set({ homeUrl: event.target.value })}
        error={errors.homeUrl !== undefined}
        helperText={errors.homeUrl ?? text.homeUrlHint}
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url', spellCheck: false } }}
      />
      <ImageUploadField
        label={text.logo}
        value={values.logoFileId}
        name="sso-logo"
        onChange={(logoFileId) => set({ logoFileId })}
        error={errors.logoFileId !== undefined}
        helperText={errors.logoFileId}
      />
      <UnitField
        choices={unitChoices}
        UnitSearch={UnitSearch}
        value={values.unit}
        onChange={(unit) => set({ unit })}
        error={errors.unitId}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
        <TextField
          label={text.priority}
          value={values.priority}
          onChange={(event) => set({ priority: event.target.value })}
          error={errors.priority !== undefined}
          helperText={errors.priority ?? text.priorityHint}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
          sx={{ maxWidth: 200 }}
        />
        <FormControlLabel
          control={
            <Switch checked={values.enabled} onChange={(event) => set({ enabled: event.target.checked })} />
          }
          label={text.enabled}
        />
        <FormControlLabel
          control={
            <Switch
              checked={values.showOnMainPage}
              onChange={(event) => set({ showOnMainPage: event.target.checked })}
            />
          }
          label={text.showOnMainPage}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={SSO_LIST_PATH}>
          {text.back}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {text.save}
        </Button>
      </Box>
    </Box>
  );
}
