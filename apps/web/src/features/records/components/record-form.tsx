import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { DataCollection, FormDefinition } from '@darvazeh/shared';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { ApiHttpError, failureText } from '../../../lib/api-client';
import { pathTo } from '../../../lib/paths';
import { useSaveRecord } from '../api/record-queries';
import type { CollectionRecord } from '../types';
import { recordMessages as text } from '../../../lib/messages';

/** The Persian message of a refused save (the server's 400 message), or the error's own text. */
export function saveFailureText(error: unknown): string {
  if (error instanceof ApiHttpError) return failureText(error.data);
  return error instanceof Error ? error.message : String(error);
}

/** What the form renderer is given: the definition, the answers to start from, and the submit. */
export interface RecordFormRendering {
  definition: FormDefinition;
  /** The collection whose form it is (its server-side functions run against it). */
  functionsSource: { collectionId: number };
  initialAnswers?: Record<string, unknown>;
  onSubmit: (answers: Record<string, unknown>) => Promise<void>;
  onEdit: () => void;
}

interface RecordFormProps {
  collection: DataCollection;
  /** The record being edited; none for a new one. */
  record?: CollectionRecord;
  /** Renders the collection's form (the page mounts the form renderer here). */
  renderForm: (rendering: RecordFormRendering) => ReactNode;
}

/**
 * A collection's form, filled in the renderer and saved as a record. The API client toasts the server's
 * message (its warnings, or "saved") and the list opens again; a refusal stays on the page as an alert.
 * Leaving with answers changed and not saved asks first.
 */
export function RecordForm({ collection, record, renderForm }: RecordFormProps) {
  const navigate = useNavigate();
  const save = useSaveRecord();
  const [failure, setFailure] = useState<string | null>(null);
  const list = pathTo('data-collection-records', { id: collection.id });
  const [edited, setEdited] = useState(false);
  // Saved: the list opens once the guard has let go (after the render that says so).
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (saved) void navigate(list);
  }, [saved, navigate, list]);

  const submit = async (answers: Record<string, unknown>) => {
    setFailure(null);
    try {
      await save.mutateAsync({
        collectionId: collection.id,
        ...(record ? { id: record.id } : {}),
        data: answers,
      });
      setSaved(true);
    } catch (error) {
      setFailure(saveFailureText(error));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <UnsavedChangesGuard when={edited && !saved} />
      {renderForm({
        definition: collection.formInfo,
        functionsSource: { collectionId: collection.id },
        ...(record ? { initialAnswers: record.data } : {}),
        onSubmit: submit,
        onEdit: () => setEdited(true),
      })}
      {failure && (
        <Alert severity="error" role="alert" data-testid="record-save-error">
          {failure}
        </Alert>
      )}
      <Box>
        <Button component={RouterLink} to={list} startIcon={<ArrowForwardOutlined />}>
          {text.back}
        </Button>
      </Box>
    </Box>
  );
}
