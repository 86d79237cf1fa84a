import { useDeferredValue, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { Link as RouterLink, useNavigate } from 'react-router';
import { formDefinitionError, type FlowFunction, type FormDefinition, type FormStep } from '@darvazeh/shared';
import { ApiHttpError } from '../../../lib/api-client';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { showToast } from '../../../lib/toast-store';
import { pathTo } from '../../../lib/paths';
import { isCollectionNameFree, useSaveCollection } from '../api/collection-queries';
import { DesignerContext, type DesignerContextValue } from '../designer-context';
import { designerReducer, initDesignerState, ROOT_LIST } from '../designer-state';
import { designFunctionProblems, previewDefinition, withFunctionFields } from '../function-fields';
import { FunctionsContext, useFunctionsContextValue } from '../functions-context';
import type { DataCollection } from '../types';
import { FieldListEditor } from './field-list-editor';
import { FieldPalette } from './field-palette';
import { FunctionsSection } from './functions-section';
import { PreviewBoundary } from './preview-boundary';
import { StepsEditor } from './steps-editor';
import { collectionMessages, commonMessages } from '../../../lib/messages';
import { HeadingWithHint } from '../../../components/heading-with-hint';

const text = collectionMessages.designer;
const NO_STEPS: readonly FormStep[] = [];
const NO_FUNCTIONS: readonly FlowFunction[] = [];
const NO_LINES: readonly string[] = [];
const EMPTY_DEFINITION: FormDefinition = { formFields: [] };

/** The serverRefused lines of a failed save: the 400's list of problems, when it gives one. */
function refusalLines(error: unknown): string[] {
  if (!(error instanceof ApiHttpError) || error.status !== 400) return [];
  const data = (error.data as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data.filter((line): line is string => typeof line === 'string') : [];
}

interface CollectionDesignerProps {
  /** The stored collection to edit; null designs a new one. */
  item: DataCollection | null;
  /** The live preview of the definition (the page mounts the form renderer here). */
  renderPreview?: (definition: FormDefinition) => ReactNode;
}

/**
 * The form designer of a data collection: its name, steps, fields of every type (nested lists for tables,
 * subforms and tabs) and the form's functions, with a live preview. The definition lives in one reducer;
 * saving checks the functions' problems and then the shared `formDefinitionError` first, so the Admin sees
 * what the server would refuse before it is sent.
 */
export function CollectionDesigner({ item, renderPreview }: CollectionDesignerProps) {
  const navigate = useNavigate();
  const save = useSaveCollection();
  const [state, dispatch] = useReducer(
    designerReducer,
    item?.formInfo ?? EMPTY_DEFINITION,
    initDesignerState,
  );
  const { definition } = state;
  const [name, setName] = useState(item?.fname ?? '');
  // What the server holds; the design differs from it after any edit (edits copy the definition).
  const [saved, setSaved] = useState(() => ({ definition, name }));
  const [savedId, setSavedId] = useState<number>();
  const isDirty = definition !== saved.definition || name !== saved.name;
  const [nameError, setNameError] = useState<string>();
  const [showsErrors, setShowsErrors] = useState(false);
  const [refusal, setRefusal] = useState<string[]>([]);
  // The preview and the live error follow the definition at low priority, so typing stays immediate.
  const deferred = useDeferredValue(definition);
  const previewed = useMemo(() => previewDefinition(deferred), [deferred]);
  const deferredError = useMemo(() => formDefinitionError(previewed), [previewed]);
  const functionProblems = useMemo(() => designFunctionProblems(deferred), [deferred]);
  const context = useMemo<DesignerContextValue>(
    () => ({ dispatch, steps: definition.formSteps ?? NO_STEPS, lastAddedId: state.lastAddedId }),
    [definition.formSteps, state.lastAddedId],
  );
  const functionsContext = useFunctionsContextValue(definition.formFields, state.lastAddedFunction);

  const checkName = async () => {
    const fname = name.trim();
    if (fname === '' || fname === item?.fname) return;
    try {
      if (!(await isCollectionNameFree(fname, item?.id))) setNameError(text.nameTaken);
    } catch {
      // The server checks the name again on save; a failed look-up only skips the early hint.
    }
  };

  const handleSave = () => {
    const fname = name.trim();
    // A function's own problems first, in the designer's words; then what the shared check says.
    const stored = withFunctionFields(definition);
    const error =
      designFunctionProblems(definition).length > 0
        ? collectionMessages.functions.invalid
        : formDefinitionError(stored);
    setShowsErrors(true);
    setRefusal([]);
    if (fname === '') setNameError(text.nameRequired);
    if (error) showToast({ color: 'warning', text: error });
    if (fname === '' || error) return;
    const body = { fname, formInfo: { ...stored } };
    save.mutate(
      { ...(item && { id: item.id }), body },
      {
        onSuccess: (answer) => {
          setSaved({ definition, name });
          if (!item) setSavedId(answer.id);
        },
        // The toast says the first problem; a refused function's every problem stays beside the functions.
        onError: (failure) => setRefusal(refusalLines(failure)),
      },
    );
  };

  // A new collection moves to its own address once saved, after the guard has seen the saved state.
  useEffect(() => {
    if (savedId !== undefined)
      void navigate(pathTo('data-collection-detail', { id: savedId }), { replace: true });
  }, [savedId, navigate]);

  return (
    <DesignerContext.Provider value={context}>
      <FunctionsContext.Provider value={functionsContext}>
        <UnsavedChangesGuard when={isDirty} />
        {/* Not a <form>: the preview holds the renderer's own form, and forms must not nest. */}
        <Box
          component="section"
          aria-label={item ? text.editTitle : collectionMessages.create}
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
            alignItems: 'start',
            pb: 8,
          }}
        >
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
            <TextField
              required
              label={text.name}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(undefined);
              }}
              onBlur={() => void checkName()}
              error={nameError !== undefined}
              helperText={nameError}
            />
            {showsErrors && deferredError && (
              <Alert severity="warning" role="alert">
                <AlertTitle>{text.invalid}</AlertTitle>
                {deferredError}
              </Alert>
            )}
            <StepsEditor hasConfirmStep={definition.hasConfirmStep === true} />
            <Box component="section" aria-labelledby="designer-palette" sx={{ display: 'grid', gap: 1 }}>
              <HeadingWithHint
                id="designer-palette"
                title={text.addField}
                hint={text.paletteHint}
                level="h2"
                variant="body1"
              />
              <FieldPalette onAdd={(fieldType) => dispatch({ type: 'add', list: ROOT_LIST, fieldType })} />
            </Box>
            <Box component="section" aria-labelledby="designer-fields" sx={{ display: 'grid', gap: 1 }}>
              <Typography id="designer-fields" component="h2" sx={{ fontWeight: 700 }}>
                {text.fields}
              </Typography>
              <FieldListEditor fields={definition.formFields} parentId={null} emptyText={text.noFields} />
            </Box>
            <FunctionsSection
              level={2}
              functions={definition.functions ?? NO_FUNCTIONS}
              problems={showsErrors ? functionProblems : NO_LINES}
              refused={refusal}
            />
            <Button component={RouterLink} to={pathTo('data-collection-list')} sx={{ justifySelf: 'start' }}>
              {commonMessages.backToList}
            </Button>
          </Box>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="designer-preview"
            sx={{ p: 2, position: { lg: 'sticky' }, top: { lg: 80 }, display: 'grid', gap: 2 }}
          >
            <Typography id="designer-preview" component="h2" sx={{ fontWeight: 700 }}>
              {text.preview}
            </Typography>
            {!renderPreview ? (
              <Typography color="text.secondary">{text.previewPending}</Typography>
            ) : deferredError ? (
              <Alert severity="info">{deferredError}</Alert>
            ) : (
              <PreviewBoundary resetKey={previewed} fallback={text.previewError}>
                {renderPreview(previewed)}
              </PreviewBoundary>
            )}
          </Paper>
          <Fab
            variant="extended"
            onClick={handleSave}
            color="primary"
            disabled={save.isPending}
            sx={{ position: 'fixed', bottom: 24, insetInlineEnd: 24, zIndex: 'speedDial' }}
          >
            <SaveOutlined sx={{ mr: 1 }} />
            {commonMessages.save}
          </Fab>
        </Box>
      </FunctionsContext.Provider>
    </DesignerContext.Provider>
  );
}
