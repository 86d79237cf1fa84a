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
import { formDefinitionError, type FormDefinition, type FormStep } from '@darvazeh/shared';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { showToast } from '../../../lib/toast-store';
import { pathTo } from '../../../lib/paths';
import { isCollectionNameFree, useSaveCollection } from '../api/collection-queries';
import { DesignerContext, type DesignerContextValue } from '../designer-context';
import { designerReducer, initDesignerState, ROOT_LIST } from '../designer-state';
import type { DataCollection } from '../types';
import { FieldListEditor } from './field-list-editor';
import { FieldPalette } from './field-palette';
import { PreviewBoundary } from './preview-boundary';
import { StepsEditor } from './steps-editor';
import { collectionMessages, commonMessages } from '../../../lib/messages';

const text = collectionMessages.designer;
const NO_STEPS: readonly FormStep[] = [];
const EMPTY_DEFINITION: FormDefinition = { formFields: [] };

interface CollectionDesignerProps {
  /** The stored collection to edit; null designs a new one. */
  item: DataCollection | null;
  /** The live preview of the definition (the page mounts the form renderer here). */
  renderPreview?: (definition: FormDefinition) => ReactNode;
}

/**
 * The form designer of a data collection: its name, steps and fields of every type (nested lists for
 * tables, subforms and tabs), with a live preview. The definition lives in one reducer; saving checks it
 * with the shared `formDefinitionError` first, so the Admin sees the same message the server would give.
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
  // The preview and the live error follow the definition at low priority, so typing stays immediate.
  const deferred = useDeferredValue(definition);
  const deferredError = useMemo(() => formDefinitionError(deferred), [deferred]);
  const context = useMemo<DesignerContextValue>(
    () => ({ dispatch, steps: definition.formSteps ?? NO_STEPS, lastAddedId: state.lastAddedId }),
    [definition.formSteps, state.lastAddedId],
  );

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
    const error = formDefinitionError(definition);
    setShowsErrors(true);
    if (fname === '') setNameError(text.nameRequired);
    if (error) showToast({ color: 'warning', text: error });
    if (fname === '' || error) return;
    const body = { fname, formInfo: { ...definition } };
    save.mutate(
      { ...(item && { id: item.id }), body },
      {
        onSuccess: (stored) => {
          setSaved({ definition, name });
          if (!item) setSavedId(stored.id);
        },
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
            <Typography id="designer-palette" component="h2" sx={{ fontWeight: 700 }}>
              {text.addField}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {text.paletteHint}
            </Typography>
            <FieldPalette onAdd={(fieldType) => dispatch({ type: 'add', list: ROOT_LIST, fieldType })} />
          </Box>
          <Box component="section" aria-labelledby="designer-fields" sx={{ display: 'grid', gap: 1 }}>
            <Typography id="designer-fields" component="h2" sx={{ fontWeight: 700 }}>
              {text.fields}
            </Typography>
            <FieldListEditor fields={definition.formFields} parentId={null} emptyText={text.noFields} />
          </Box>
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
            <PreviewBoundary resetKey={deferred} fallback={text.previewError}>
              {renderPreview(deferred)}
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
    </DesignerContext.Provider>
  );
}
