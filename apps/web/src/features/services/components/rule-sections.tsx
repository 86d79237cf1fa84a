// The designer's middle sections: prerequisites (time window, counts, a service done first), the form
// (own fields or an existing data collection) and the service's behaviour.
import type { ReactNode } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_REGISTERED_STATUS,
  formatJalaliDate,
  jalaliDayStart,
  requestStatusLabel,
  type FlowFunction,
  type FormField,
} from '@darvazeh/shared';
import { SelectField, toOptions } from '../../../components/select-field';
import { SwitchField } from '../../../components/switch-field';
import { serviceMessages } from '../../../lib/messages';
import { FieldGrid } from '../../../components/field-grid';
import type { DateFieldRenderer } from '../../../components/date-field';
import { DesignerPart, textAt, type DraftForm } from './designer-part';
import { NumberField } from './number-field';
import { useAllCollections, useAllServices } from '../../../lib/shared-lists';

const text = serviceMessages.designer;

/** The designer of the service's own form (its fields and functions), which the page passes in. */
export type ElementsEditorRenderer = (props: {
  value: OwnForm;
  onChange: (form: OwnForm) => void;
}) => ReactNode;

/** The service's own form: its fields (`elements`) and their functions. */
type OwnForm = { formFields: FormField[]; functions: FlowFunction[] };

const DAY_MS = 86_400_000;

/** A stored instant as the Jalali day the picker shows. */
function dayOf(iso: string | null): string | null {
  return iso ? formatJalaliDate(iso) || null : null;
}

/** The instant a picked day stores: its start (Tehran), or its last millisecond for a window's end. */
function instantOf(day: string | null, end: boolean): string | null {
  const start = day ? jalaliDayStart(day) : null;
  if (!start) return null;
  return new Date(start.getTime() + (end ? DAY_MS - 1 : 0)).toISOString();
}

const COUNTS = ['openPerUser', 'possiblePerUser', 'openForAll', 'possibleForAll'] as const;

interface PrerequisitesProps {
  form: DraftForm;
  /** The service being edited (left out of the prerequisite choices). */
  serviceId: number | null;
  renderDate: DateFieldRenderer;
}

/** When the service is offered, how many requests are allowed, and which service must come first. */
export function PrerequisitesSection({ form, serviceId, renderDate }: PrerequisitesProps) {
  const { prerequisites } = form.draft;
  const services = useAllServices();
  const others = (services.data?.list ?? []).filter((s) => s.id !== serviceId);
  const dateError = form.errors['prerequisites.time.to'] ?? form.errors['prerequisites.time.from'];
  return (
    <DesignerPart title={text.prerequisites}>
      <FieldGrid>
        {renderDate({
          label: text.timeFrom,
          name: 'prerequisites.time.from',
          value: dayOf(prerequisites.time.from),
          onChange: (day) => form.set('prerequisites.time.from', instantOf(day, false)),
        })}
        {renderDate({
          label: text.timeTo,
          name: 'prerequisites.time.to',
          value: dayOf(prerequisites.time.to),
          onChange: (day) => form.set('prerequisites.time.to', instantOf(day, true)),
        })}
      </FieldGrid>
      {dateError && (
        <Typography role="alert" variant="body2" color="error">
          {dateError}
        </Typography>
      )}
      <FieldGrid>
        {COUNTS.map((count) => (
          <NumberField
            key={count}
            label={text[count]}
            name={`prerequisites.count.${count}`}
            value={prerequisites.count[count]}
            onChange={(n) => form.set(`prerequisites.count.${count}`, n)}
            error={form.errors[`prerequisites.count.${count}`]}
            helperText={text.countHint}
          />
        ))}
      </FieldGrid>
      <SelectField
        label={text.prerequisiteService}
        name="prerequisites.service"
        value={prerequisites.service}
        noneLabel={text.noPrerequisite}
        options={toOptions(others, (s) => s.serviceFname)}
        onChange={(id) => form.set('prerequisites.service', id)}
      />
    </DesignerPart>
  );
}

interface FormSectionProps {
  form: DraftForm;
  renderElements: ElementsEditorRenderer;
}

/** The applicant's form: the service's own fields, or the form of an existing data collection. */
export function FormSection({ form, renderElements }: FormSectionProps) {
  const { collectionMode } = form.draft;
  const collections = useAllCollections();
  return (
    <DesignerPart title={text.form}>
      <RadioGroup
        row
        aria-label={text.collectionMode}
        value={collectionMode.mapToExisting ? 'existing' : 'own'}
        onChange={(event) => form.set('collectionMode.mapToExisting', event.target.value === 'existing')}
      >
        <FormControlLabel value="own" control={<Radio />} label={text.ownElements} />
        <FormControlLabel value="existing" control={<Radio />} label={text.mapToExisting} />
      </RadioGroup>
      {collectionMode.mapToExisting ? (
        <SelectField
          required
          label={text.collection}
          name="collectionMode.collectionId"
          value={collectionMode.collectionId}
          noneLabel={text.noCollection}
          options={toOptions(collections.data?.list ?? [], (c) => c.fname)}
          error={form.errors['collectionMode.collectionId'] !== undefined}
          helperText={form.errors['collectionMode.collectionId']}
          onChange={(id) => form.set('collectionMode.collectionId', id)}
        />
      ) : (
        renderElements({
          value: { formFields: form.draft.elements, functions: form.draft.functions },
          onChange: (own) => {
            form.set('elements', own.formFields);
            form.set('functions', own.functions);
          },
        })
      )}
    </DesignerPart>
  );
}

/**
 * The registered status: the SPEC's default key 'registered' shows as its Persian title and stays the key
 * while that title is what the field holds; any other text is the Admin's own status.
 */
function RegisteredStatusField({ form }: { form: DraftForm }) {
  const bound = textAt(form, 'registeredStatus');
  const defaultTitle = requestStatusLabel(DEFAULT_REGISTERED_STATUS);
  return (
    <TextField
      label={text.registeredStatus}
      {...bound}
      value={requestStatusLabel(bound.value)}
      onChange={(event) => {
        const typed = event.target.value;
        form.set('registeredStatus', typed.trim() === defaultTitle ? DEFAULT_REGISTERED_STATUS : typed);
      }}
    />
  );
}

/** Signature, survey, temporary saving, the registered status, performing outside, the help file. */
export function BehaviourSection({ form }: { form: DraftForm }) {
  const { draft } = form;
  return (
    <DesignerPart title={text.behaviour}>
      <FieldGrid>
        <SwitchField
          label={text.signatureRequired}
          checked={draft.signatureRequired}
          onChange={(on) => form.set('signatureRequired', on)}
        />
        <SwitchField label={text.survey} checked={draft.survey} onChange={(on) => form.set('survey', on)} />
        <SwitchField
          label={text.tempSave}
          checked={draft.tempSave}
          onChange={(on) => form.set('tempSave', on)}
        />
        <RegisteredStatusField form={form} />
        <SwitchField
          label={text.outSource}
          checked={draft.performService.outSource}
          onChange={(on) => form.set('performService.outSource', on)}
        />
        <SwitchField
          label={text.showModal}
          checked={draft.performService.showModal}
          onChange={(on) => form.set('performService.showModal', on)}
        />
        <TextField
          label={text.performLink}
          required={draft.performService.outSource}
          {...textAt(form, 'performService.link', text.linkHint, true)}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
        />
        <TextField
          label={text.helpFileLink}
          {...textAt(form, 'helpFileLink', text.linkHint, true)}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
        />
      </FieldGrid>
    </DesignerPart>
  );
}
