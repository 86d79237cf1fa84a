import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router';
import { REQUEST_MESSAGES, referTaskBody, type ReferTaskBody } from '@darvazeh/shared';
import { SelectField } from '../../../components/select-field';
import { useUnitRolesOf, type IdName } from '../api/refer-targets';
import { ActionDialog, firstIssue } from './action-dialog';
import { inboxMessages } from '../../../lib/messages';

const m = inboxMessages.refer;

/** Props of a unit picker (the page passes organisation's UnitAutocomplete in). */
export interface UnitPickerProps {
  label: string;
  value: IdName | null;
  onChange: (unit: IdName | null) => void;
}

/** Draws a unit picker. */
export type UnitPickerRenderer = (props: UnitPickerProps) => ReactNode;

/** The caller's signature: whether they have one, its image and where to add one. */
export interface SignatureInfo {
  hasSignature: boolean;
  imageUrl: string;
  profilePath: string;
}

/** Any role of the unit (SPEC §6: unit role −1 matches anyone in the unit). */
const ANY_ROLE = -1;

/**
 * «ارجاع»: a unit, one of its roles (or any), a note, and the referrer's signature confirmed. Without a
 * signature in the profile the dialog says so (GLOSSARY) and links to the profile instead.
 */
export function ReferDialog({
  revision,
  signature,
  renderUnitPicker,
  isPending,
  onSubmit,
  onClose,
}: {
  revision: number;
  signature: SignatureInfo;
  renderUnitPicker: UnitPickerRenderer;
  isPending: boolean;
  onSubmit: (body: ReferTaskBody) => void;
  onClose: () => void;
}) {
  const [unit, setUnit] = useState<IdName | null>(null);
  const [unitRoleId, setUnitRoleId] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [sign, setSign] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const roles = useUnitRolesOf(unit?.id ?? null).data ?? [];
  const options = [
    { value: ANY_ROLE, label: inboxMessages.anyRole },
    ...roles.map((role) => ({ value: role.id, label: role.name })),
  ];
  const handleSubmit = () => {
    const body = { revision, unitId: unit?.id, unitRoleId: unitRoleId ?? undefined, note, sign };
    const checked = referTaskBody.safeParse(body);
    if (!checked.success) return setError(firstIssue(checked));
    if (!sign) return setError(m.signRequired);
    setError(null);
    onSubmit(checked.data);
  };
  return (
    <ActionDialog
      title={m.title}
      submitLabel={m.submit}
      error={error}
      isPending={isPending}
      canSubmit={signature.hasSignature}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {renderUnitPicker({
        label: m.unit,
        value: unit,
        onChange: (next) => {
          setUnit(next);
          setUnitRoleId(null);
        },
      })}
      <SelectField<number>
        size="small"
        label={m.unitRole}
        disabled={unit === null}
        value={unitRoleId}
        options={options}
        onChange={setUnitRoleId}
      />
      <TextField
        label={m.note}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      {signature.hasSignature ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Box
            component="img"
            src={signature.imageUrl}
            alt={m.signatureAlt}
            sx={{
              maxHeight: 96,
              maxWidth: '100%',
              justifySelf: 'start',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          />
          <FormControlLabel
            control={<Checkbox checked={sign} onChange={(event) => setSign(event.target.checked)} />}
            label={m.sign}
          />
        </Box>
      ) : (
        <Alert severity="warning">
          {REQUEST_MESSAGES.noSignature}{' '}
          <Link component={RouterLink} to={signature.profilePath}>
            {m.toProfile}
          </Link>
        </Alert>
      )}
    </ActionDialog>
  );
}
