// What the requests pages hand the requests feature, so the features stay apart: the Jalali picker and
// the form renderer (forms), the unit picker (organisation) and the caller's signature and its editor
// (identity).
import Typography from '@mui/material/Typography';
import { formDefinition } from '@darvazeh/shared';
import { LazyFormRenderer, LazyJalaliPicker } from '../../features/forms';
import { useProfile } from '../../features/identity/api/get-profile';
import { SignatureEditor } from '../../features/identity/components/signature-editor';
import { UnitAutocomplete } from '../../features/organisation/components/unit-autocomplete';
import type { FormViewRenderer } from '../../features/requests/components/complete-task-panel';
import type { DateFieldRenderer } from '../../components/date-field';
import type { UnitPickerRenderer } from '../../features/requests/components/refer-dialog';
import type {
  SignatureEditorRenderer,
  SignatureInfo,
} from '../../features/requests/components/signature-section';
import { inboxMessages } from '../../lib/messages';

/** The app's Jalali picker, for the inbox's date range. */
export const renderDate: DateFieldRenderer = (props) => (
  <LazyJalaliPicker {...props} required={false} disabled={false} />
);

/** The project's form renderer over a form definition from the server; a missing or broken one is said so. */
export const renderForm: FormViewRenderer = ({
  definition,
  answers,
  readOnly,
  onSubmit,
  submitLabel,
  taskId,
  onEdit,
}) => {
  const parsed = formDefinition.safeParse(definition);
  if (!parsed.success) return <Typography color="text.secondary">{inboxMessages.task.noForm}</Typography>;
  return (
    <LazyFormRenderer
      definition={parsed.data}
      initialAnswers={answers}
      readOnly={readOnly}
      {...(taskId !== undefined && { functionsSource: { taskId } })}
      {...(onSubmit && { onSubmit: (next: Record<string, unknown>) => onSubmit(next) })}
      {...(submitLabel !== undefined && { submitLabel })}
      {...(onEdit && { onEdit })}
    />
  );
};

/** Organisation's server-searched unit picker, for referrals. */
export const renderUnitPicker: UnitPickerRenderer = (props) => <UnitAutocomplete {...props} size="medium" />;

/** The profile's own signature editor, for the dialogs that ask for a signature. */
const renderSignatureEditor: SignatureEditorRenderer = ({ onDone }) => <SignatureEditor onDone={onDone} />;

/**
 * The caller's signature as the signing dialogs (submit, referral) need it: read from the profile, which
 * the editor's save reloads, so a signature drawn in a dialog is seen at once.
 */
export function useSignatureInfo(): SignatureInfo {
  const signature = useProfile()?.userInfo.signature ?? null;
  return { hasSignature: signature !== null, imageUrl: signature ?? '', renderEditor: renderSignatureEditor };
}
