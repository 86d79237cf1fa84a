import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import type { FormDefinition, RequestReceipt, ServicePack } from '@darvazeh/shared';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { applicantMessages } from '../../../lib/messages';
import { useSaveDraft, useSubmitRequest } from '../api/applicant-queries';
import { actionFailureText } from '../action-failure';
import { asFormDefinition, jalaliDateTime } from '../applicant-format';
import { RequestReceiptView } from './request-receipt-view';
import { ServicePackView } from './service-pack-view';
import { SignDialog } from './sign-dialog';
import type { SignatureInfo } from './signature-section';

const text = applicantMessages.pack;
type Answers = Record<string, unknown>;

/** What the form renderer is given; the page mounts the forms feature's renderer here. */
export interface RequestFormRendering {
  definition: FormDefinition;
  /** The service: its form's server-side functions run for it (run-element-function). */
  functionsSource: { serviceId: number };
  initialAnswers: Answers;
  submitLabel: string;
  onSubmit: (answers: Answers) => Promise<void>;
  extraActions?: (answers: () => Answers) => ReactNode;
  onEdit: () => void;
}

const EMPTY_FORM: FormDefinition = { formFields: [] };

/** The address's query parameter that opens a service's draft on its form (drafts-list's «ادامه»). */
export const RESUME_PARAM = 'resume';

interface RequestStartProps {
  pack: ServicePack;
  /** Open on the form when the caller has a draft and may start the service (resuming a draft). */
  resume?: boolean;
  renderForm: (rendering: RequestFormRendering) => ReactNode;
  /** The caller's signature from the profile (the pack's flag is stale once one is drawn in the dialog). */
  signature: SignatureInfo;
}

/**
 * Starting a request (/panel/new/{id}): the pack, then the form (from the draft when there is one),
 * a draft's save, the signature where the service asks for it, and the receipt. A refusal shows in an
 * alert and the form keeps its answers; so does a look back at the pack (the form stays mounted, hidden).
 * Leaving the page with answers changed since the last save asks first.
 */
export function RequestStart({ pack, resume = false, renderForm, signature }: RequestStartProps) {
  const [phase, setPhase] = useState<'pack' | 'form'>(() =>
    resume && pack.draft && pack.availability.ok ? 'form' : 'pack',
  );
  const [started, setStarted] = useState(phase === 'form');
  // Answers changed since the last saved draft. Set on an edit (the page draws again on the first one
  // only, not on every key); a save clears it only if the answers are still those it stored.
  const [unsaved, setUnsaved] = useState(false);
  const [receipt, setReceipt] = useState<RequestReceipt | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [signing, setSigning] = useState<Answers | null>(null);
  const [attempt, setAttempt] = useState(0);
  const submit = useSubmitRequest();
  const saveDraft = useSaveDraft();
  // The draft seen when the form opened: a later save does not restart the form.
  const [draft] = useState(pack.draft);

  const send = async (answers: Answers, sign: boolean) => {
    setFailure(null);
    try {
      setReceipt(await submit.mutateAsync({ serviceId: pack.id, answers, sign }));
      setSigning(null);
    } catch (error) {
      setSigning(null);
      setFailure(actionFailureText(error));
    }
  };

  const handleSubmit = async (answers: Answers) => {
    if (pack.signatureRequired) setSigning(answers);
    else await send(answers, false);
  };

  if (receipt)
    return (
      <RequestReceiptView
        receipt={receipt}
        onAnother={() => {
          setReceipt(null);
          setPhase('pack');
          setStarted(false);
          setUnsaved(false);
          setAttempt(attempt + 1);
        }}
      />
    );
  const packView = phase === 'pack' && (
    <ServicePackView
      pack={pack}
      onStart={() => {
        setStarted(true);
        setPhase('form');
      }}
    />
  );
  if (!started) return packView;

  const initialAnswers = { ...pack.answers, ...(attempt === 0 ? (draft?.answers ?? {}) : {}) };
  const saveAnswers = (read: () => Answers) => {
    const answers = read();
    saveDraft.mutate(
      { serviceId: pack.id, answers },
      { onSuccess: () => read() === answers && setUnsaved(false) },
    );
  };
  return (
    <>
      {packView}
      <UnsavedChangesGuard when={unsaved} />
      <Box sx={{ display: phase === 'form' ? 'grid' : 'none', gap: 2 }}>
        {draft && attempt === 0 && (
          <Alert severity="info" role="status" data-testid="draft-restored">
            {text.draftRestored(jalaliDateTime(draft.updatedAt))}
          </Alert>
        )}
        <Box key={attempt}>
          {renderForm({
            definition: asFormDefinition(pack.form) ?? EMPTY_FORM,
            functionsSource: { serviceId: pack.id },
            initialAnswers,
            submitLabel: text.submit,
            onSubmit: handleSubmit,
            onEdit: () => setUnsaved(true),
            extraActions: pack.tempSave
              ? (answers) => (
                  <Button
                    type="button"
                    variant="outlined"
                    startIcon={<SaveOutlined />}
                    loading={saveDraft.isPending}
                    onClick={() => saveAnswers(answers)}
                  >
                    {text.saveDraft}
                  </Button>
                )
              : undefined,
          })}
        </Box>
        {failure && (
          <Alert severity="error" role="alert" data-testid="submit-error">
            {failure}
          </Alert>
        )}
        <Box>
          <Button startIcon={<ArrowForwardOutlined />} onClick={() => setPhase('pack')}>
            {text.backToPack}
          </Button>
        </Box>
        <SignDialog
          open={signing !== null}
          signature={signature}
          isPending={submit.isPending}
          confirmLabel={text.submit}
          onConfirm={() => signing && void send(signing, true)}
          onClose={() => setSigning(null)}
        />
      </Box>
    </>
  );
}
