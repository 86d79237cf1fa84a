// The form renderer: the fields of a form definition over an external answers store, in steps (with the
// optional confirm step), checked with the shared SPEC §5 form check before anything is submitted. The
// form's functions (functions/) run on load, on a person's edits, on a button's click and on submit.
import { useContext, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { checkForm, type FormDefinition, type FormFunctionsSource } from '@darvazeh/shared';
import { showToast } from '../../../lib/toast-store';
import { FieldList } from './field-view';
import { formPages } from './form-steps';
import { createFormStore, FormRenderProbeContext, FormScopeContext, type FormScope } from './form-store';
import { useFormFunctions } from './functions/use-form-functions';
import { commonMessages, formMessages as m } from '../../../lib/messages';

/** `value` itself while its content (JSON) stays the same, so effects keyed on it run on a change only. */
function useSameWhileEqual<T>(value: T): T {
  const key = JSON.stringify(value);
  // The key is the value's content: an equal value keeps the first one.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => value, [key]);
}

export interface FormRendererProps {
  definition: FormDefinition;
  /** Answers to start from (read once, when the renderer mounts; give it a `key` to start over). */
  initialAnswers?: Record<string, unknown>;
  /** Called with the answers and the check's warnings once the form check passes. */
  onSubmit?: (answers: Record<string, unknown>, warnings: string[]) => void | Promise<void>;
  submitLabel?: string;
  readOnly?: boolean;
  /** No submit call: the check's verdict is shown instead (the designer's live preview). */
  preview?: boolean;
  /**
   * Whose form this is — a collection's (a record), a published service's (a new request) or a task's (a
   * fix, a provider's task form) — so its server-side functions run through run-element-function; without
   * one (the designer's preview) they are skipped.
   */
  functionsSource?: FormFunctionsSource | undefined;
  /** More buttons beside submit (a draft's save), given a reader of the answers as they stand. */
  extraActions?: (answers: () => Record<string, unknown>) => ReactNode;
  /** Called on each change a person makes to an answer (not on answers the form's functions set). */
  onEdit?: () => void;
}

type Verdict = { kind: 'error'; message: string } | { kind: 'ok'; warnings: string[] } | null;

export function FormRenderer({
  definition: given,
  initialAnswers,
  onSubmit,
  submitLabel,
  readOnly = false,
  preview = false,
  functionsSource: givenSource,
  extraActions,
  onEdit,
}: FormRendererProps) {
  const probe = useContext(FormRenderProbeContext);
  probe?.('');
  const [store] = useState(() => createFormStore(initialAnswers ?? {}));
  // A page that draws the form again (a note typed beside it, a first edit seen) passes equal but new
  // objects: the functions' runtime is built again, and its load functions run again, only on a change.
  const definition = useSameWhileEqual(given);
  const functionsSource = useSameWhileEqual(givenSource);
  const latestOnEdit = useRef(onEdit);
  useEffect(() => {
    latestOnEdit.current = onEdit;
  });
  useEffect(() => store.onEdit(() => latestOnEdit.current?.()), [store]);
  const functions = useFormFunctions({ definition, store, source: functionsSource, enabled: !readOnly });
  const locked = readOnly || functions.disabled;
  const { click } = functions;
  const scope = useMemo<FormScope>(
    () => ({ store, readOnly: locked, probe, click }),
    [store, locked, probe, click],
  );
  const confirmScope = useMemo<FormScope>(() => ({ store, readOnly: true, probe }), [store, probe]);
  const pages = useMemo(() => formPages(definition), [definition]);
  const hasConfirm = definition.hasConfirmStep === true && !readOnly;
  const total = pages.length + (hasConfirm ? 1 : 0);
  const [requested, setActive] = useState(0);
  const active = Math.min(requested, total - 1);
  const onConfirm = hasConfirm && active === pages.length;
  const last = active === total - 1;
  const [verdict, setVerdict] = useState<Verdict>(null);
  const [busy, setBusy] = useState(false);

  /** Runs the form check on `fields` (the whole form when omitted); shows a failure and says if it passed. */
  const check = (target: FormDefinition): { ok: true; warnings: string[] } | null => {
    const result = checkForm(target, store.answers());
    if (result.ok) return result;
    setVerdict({ kind: 'error', message: result.message });
    if (!preview) showToast({ color: 'error', text: result.message });
    return null;
  };

  const next = () => {
    const page = pages[active];
    if (!readOnly && page && !check({ ...definition, formFields: page.fields })) return;
    setVerdict(null);
    setActive(active + 1);
  };

  // The check first, so submit functions (which may write records on the server) never run for answers
  // the form would refuse; then the functions, which may stop the submit; then the check again on what
  // they left, and only then the answers go out.
  const submit = async () => {
    if (!check(definition)) return;
    setBusy(true);
    try {
      if (!(await functions.beforeSubmit())) return;
      const result = check(definition);
      if (!result) return;
      setVerdict({ kind: 'ok', warnings: result.warnings });
      if (preview || !onSubmit) return;
      await onSubmit(store.answers(), result.warnings);
    } finally {
      setBusy(false);
    }
  };

  const handle = (event: FormEvent) => {
    event.preventDefault();
    if (last) {
      if (!locked && !busy) void submit();
    } else next();
  };

  const page = pages[active];
  return (
    <Box component="form" noValidate onSubmit={handle} sx={{ display: 'grid', gap: 3 }}>
      {functions.bridge}
      {total > 1 && (
        <Stepper activeStep={active} alternativeLabel aria-label={m.steps}>
          {pages.map((p) => (
            <Step key={p.id}>
              <StepLabel>{p.name}</StepLabel>
            </Step>
          ))}
          {hasConfirm && (
            <Step>
              <StepLabel>{commonMessages.confirm}</StepLabel>
            </Step>
          )}
        </Stepper>
      )}
      {onConfirm ? (
        <FormScopeContext.Provider value={confirmScope}>
          <Typography>{m.confirmHint}</Typography>
          <FieldList fields={definition.formFields} base="" />
        </FormScopeContext.Provider>
      ) : (
        <FormScopeContext.Provider value={scope}>
          <FieldList key={page?.id} fields={page?.fields ?? []} base="" />
        </FormScopeContext.Provider>
      )}
      {verdict?.kind === 'error' && <Alert severity="error">{verdict.message}</Alert>}
      {verdict?.kind === 'ok' && verdict.warnings.length > 0 && (
        <Alert severity="warning" role="status">
          {verdict.warnings.map((warning) => (
            <div key={warning}>{warning}</div>
          ))}
        </Alert>
      )}
      {preview && verdict?.kind === 'ok' && (
        <Alert severity="success" role="status">
          {m.previewValid}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {active > 0 && (
          <Button type="button" variant="outlined" onClick={() => setActive(active - 1)}>
            {commonMessages.previous}
          </Button>
        )}
        {!last && (
          <Button type="submit" variant="contained">
            {commonMessages.next}
          </Button>
        )}
        {last && !readOnly && (
          <Button type="submit" variant="contained" disabled={busy || functions.disabled}>
            {submitLabel ?? (preview ? m.check : m.submit)}
          </Button>
        )}
        {!readOnly && extraActions?.(store.answers)}
      </Box>
    </Box>
  );
}
