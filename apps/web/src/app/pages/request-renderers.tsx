// What the requests pages hand the requests feature, so the features stay apart: the Jalali picker and
// the form renderer (forms), the unit picker (organisation) and the caller's signature (identity).
import Typography from '@mui/material/Typography';
import { formDefinition } from '@darvazeh/shared';
import { LazyFormRenderer, LazyJalaliPicker } from '../../features/forms';
import { useProfile } from '../../features/identity/api/get-profile';
import { UnitAutocomplete } from '../../features/organisation/components/unit-autocomplete';
import type { FormViewRenderer } from '../../features/requests/components/complete-task-panel';
import type { DateFieldRenderer } from '../../features/requests/components/inbox-filter-bar';
import type { SignatureInfo, UnitPickerRenderer } from '../../features/requests/components/refer-dialog';
import { inboxMessages } from '../../lib/messages';
import { pathTo } from '../../lib/paths';

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
    />
  );
};

/** Organisation's server-searched unit picker, for referrals. */
export const renderUnitPicker: UnitPickerRenderer = (props) => <UnitAutocomplete {...props} size="medium" />;

/** The caller's signature as the referral dialog needs it. */
export function useSignatureInfo(): SignatureInfo {
  const signature = useProfile()?.userInfo.signature ?? null;
  return { hasSignature: signature !== null, imageUrl: signature ?? '', profilePath: pathTo('profile') };
}
