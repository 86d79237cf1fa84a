import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { useNavigate } from 'react-router';
import { VALIDATION_MESSAGES } from '@darvazeh/shared';
import { FormActions } from '../../../components/form-actions';
import { PartError } from '../../../components/sub-section';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { ApiHttpError } from '../../../lib/api-client';
import type { FieldErrors } from '../../../lib/form-errors';
import { serviceMessages } from '../../../lib/messages';
import { pathTo } from '../../../lib/paths';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useProcessRefs } from '../api/reference-queries';
import { useSaveService } from '../api/service-queries';
import { LazyProcessEditor } from '../process/lazy-process-editor';
import { diagnoseProcess, serverProblems, type DesignerProblem } from '../process/process-flow';
import {
  bodyOfDraft,
  draftOfItem,
  emptyService,
  serviceDraftSchema,
  setAt,
  type ServiceDraft,
} from '../service-draft';
import type { ServiceItem } from '../types';
import { DesignerPart, type DraftForm } from './designer-part';
import { FloatSaveButton } from './float-save-button';
import { VersionsPanel } from './versions-panel';
import { DeskSection, IdentitySection } from './identity-sections';
import { LicenseSection, OptionsSection, VariablesSection } from './license-sections';
import { NotificationsSection } from './notifications-section';
import { SurveyResultsSection } from './survey-results';
import { WebServiceCallersSection, WebServiceFiguresSection } from './web-service-panel';
import {
  BehaviourSection,
  FormSection,
  PrerequisitesSection,
  type ElementsEditorRenderer,
} from './rule-sections';
import type { DateFieldRenderer } from '../../../components/date-field';

const text = serviceMessages.designer;

/** Numbers typed that are not whole numbers (NumberField reports NaN), by path. */
function numberErrors(draft: ServiceDraft): FieldErrors {
  const errors: FieldErrors = {};
  const numbers: [string, number | null][] = [
    ['desk.durationDays', draft.desk.durationDays],
    ['desk.costRials', draft.desk.costRials],
    ...Object.entries(draft.prerequisites.count).map(([key, value]): [string, number | null] => [
      `prerequisites.count.${key}`,
      value,
    ]),
  ];
  for (const [path, value] of numbers)
    if (value !== null && Number.isNaN(value)) errors[path] = VALIDATION_MESSAGES.integersOnly;
  return errors;
}

export interface ServiceDesignerProps {
  /** The service to edit; null designs a new one. */
  item: ServiceItem | null;
  /** The categories a new service is filed under (`new/{categoryId}/{subCategoryId}`). */
  categories: number[];
  renderDate: DateFieldRenderer;
  renderElements: ElementsEditorRenderer;
  /** Shows the floating save button (SPEC §2: to Admins only). */
  showFloatSave: boolean;
}

/**
 * The service definition page (SPEC §2 /process/detail, /process/new; §3 service definition): every field
 * of `serviceBody` in sections, the process graph, save (the form's button and the floating one), and the
 * unsaved-changes guard. The shared schema checks the draft as the server will, its messages under the
 * fields; the process's problems are listed under its canvas, and a save waits until there are none.
 */
export function ServiceDesigner({
  item,
  categories,
  renderDate,
  renderElements,
  showFloatSave,
}: ServiceDesignerProps) {
  const navigate = useNavigate();
  const save = useSaveService();
  const refs = useProcessRefs();
  const [initial] = useState(() => (item ? draftOfItem(item) : emptyService(categories)));
  const [saved, setSaved] = useState(() => JSON.stringify(initial));
  const [savedId, setSavedId] = useState<number>();
  const [refused, setRefused] = useState<DesignerProblem[]>([]);

  const form = useSchemaForm<ServiceDraft, ServiceDraft>({
    initial,
    schema: serviceDraftSchema,
    toBody: bodyOfDraft,
    extraErrors: (values) => {
      const errors = numberErrors(values);
      const problems = diagnoseProcess(values.process, refs).problems.length;
      if (problems > 0) errors.process = text.processInvalid(problems);
      return errors;
    },
    onValid: (body) => {
      setRefused([]);
      save.mutate(item ? { id: item.id, body } : { body }, {
        onSuccess: (stored) => {
          setSaved(JSON.stringify(form.values));
          if (!item) setSavedId(stored.id);
        },
        onError: (error) => {
          if (error instanceof ApiHttpError)
            setRefused(serverProblems((error.data as { data?: unknown } | null)?.data));
        },
      });
    },
  });
  const { values, errors, setErrors, formRef, submit } = form;
  const isDirty = useMemo(() => JSON.stringify(values) !== saved, [values, saved]);

  // A new service moves to its own address once saved, after the guard has seen the saved state.
  useEffect(() => {
    if (savedId !== undefined) void navigate(pathTo('process-detail', { id: savedId }), { replace: true });
  }, [savedId, navigate]);

  const draftForm: DraftForm = {
    draft: values,
    errors,
    set: (path, value) => {
      // Only the top-level key changes, merged into the values as they are now: two sets in one event
      // (the own form's fields and functions) both land.
      const [head = '', ...rest] = path.split('.');
      const key = head as keyof ServiceDraft;
      form.set({
        [key]: rest.length === 0 ? value : setAt((values[key] ?? {}) as object, rest.join('.'), value),
      });
      setErrors((current) =>
        Object.fromEntries(
          Object.entries(current).filter(([key]) => key !== path && !key.startsWith(`${path}.`)),
        ),
      );
    },
  };

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-label={item ? text.editTitle : serviceMessages.basket.newService}
      sx={{ display: 'grid', gap: 3, minWidth: 0, pb: showFloatSave ? 10 : 0 }}
    >
      <IdentitySection form={draftForm} />
      <DeskSection form={draftForm} />
      <PrerequisitesSection form={draftForm} serviceId={item?.id ?? null} renderDate={renderDate} />
      <FormSection form={draftForm} renderElements={renderElements} />
      <BehaviourSection form={draftForm} />
      <LicenseSection form={draftForm} />
      <VariablesSection form={draftForm} />
      <NotificationsSection form={draftForm} />
      <OptionsSection form={draftForm} />
      {item && values.options.isApi && (
        <>
          <WebServiceCallersSection serviceId={item.id} />
          <WebServiceFiguresSection serviceId={item.id} />
        </>
      )}
      <DesignerPart title={text.process}>
        <LazyProcessEditor
          value={values.process}
          onChange={(process) => draftForm.set('process', process)}
          refs={refs}
          refused={refused}
        />
        <PartError name="process" error={errors.process} />
      </DesignerPart>
      <FormActions back={{ label: text.back, to: pathTo('process-list') }} isPending={save.isPending} />
      {item && (
        <VersionsPanel serviceId={item.id} publishedVersion={item.publishedVersion} isDirty={isDirty} />
      )}
      {item?.survey && <SurveyResultsSection serviceId={item.id} />}
      {showFloatSave && <FloatSaveButton onClick={() => submit()} isPending={save.isPending} />}
      <UnsavedChangesGuard when={isDirty && savedId === undefined} />
    </Box>
  );
}
