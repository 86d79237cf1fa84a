import { useState, type ReactNode } from 'react';
import { referTaskBody, type ReferTaskBody } from '@darvazeh/shared';
import { SelectField } from '../../../components/select-field';
import { useUnitRolesOf, type IdName } from '../api/refer-targets';
import { ActionDialog, bodyOrRefusal, useActionState } from './action-dialog';
import { SignatureSection, type SignatureInfo } from './signature-section';
import { inboxMessages } from '../../../lib/messages';
import { NoteField } from './note-field';

const m = inboxMessages.refer;

/** Props of a unit picker (the page passes organisation's UnitAutocomplete in). */
export interface UnitPickerProps {
  label: string;
  value: IdName | null;
  onChange: (unit: IdName | null) => void;
}

/** Draws a unit picker. */
export type UnitPickerRenderer = (props: UnitPickerProps) => ReactNode;

/** Any role of the unit (SPEC §6: unit role −1 matches anyone in the unit). */
const ANY_ROLE = -1;

/**
 * «ارجاع»: a unit, one of its roles (or any), a note, and the referrer's signature confirmed. Without a
 * signature in the profile the dialog says so (GLOSSARY) and offers the profile's editor in place.
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
  const [sign, setSign] = useState(false);
  const action = useActionState(onSubmit);
  const roles = useUnitRolesOf(unit?.id ?? null).data ?? [];
  const options = [
    { value: ANY_ROLE, label: inboxMessages.anyRole },
    ...roles.map((role) => ({ value: role.id, label: role.name })),
  ];
  const check = () => {
    const body = { revision, unitId: unit?.id, unitRoleId: unitRoleId ?? undefined, note: action.note, sign };
    const checked = bodyOrRefusal(referTaskBody.safeParse(body));
    return 'refusal' in checked || sign ? checked : { refusal: m.signRequired };
  };
  return (
    <ActionDialog
      text={m}
      action={action}
      check={check}
      isPending={isPending}
      canSubmit={signature.hasSignature}
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
      <NoteField label={m.note} value={action.note} onChange={action.setNote} />
      <SignatureSection signature={signature} checked={sign} onCheck={setSign} confirmLabel={m.sign} />
    </ActionDialog>
  );
}
