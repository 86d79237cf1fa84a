import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { unitBody, type UnitBody } from '@darvazeh/shared';
import { FormDialog, useSaveDialogForm } from '../../../components/form-dialog';
import { ParentSelect, SelectField, toOptions } from '../../../components/select-field';
import { useSaveUnit, useUnitRoles, useUnitTypes } from '../api/unit-queries';
import type { Unit } from '../types';
import { commonMessages, organisationMessages } from '../../../lib/messages';

interface UnitDialogProps {
  /** The unit to edit; null creates one. */
  unit: Unit | null;
  units: readonly Unit[];
  onClose: () => void;
}

const text = organisationMessages.units;
const nameOf = (row: Unit) => row.name;

/** Creates or edits a unit: name, parent (never itself or below), unit type and unit roles. */
export function UnitDialog({ unit, units, onClose }: UnitDialogProps) {
  const types = useUnitTypes().data?.list ?? [];
  const allRoles = useUnitRoles().data?.list ?? [];
  const save = useSaveUnit();
  const { form, dialog } = useSaveDialogForm<UnitBody, UnitBody, unknown>(save, unit, onClose, {
    initial: {
      name: unit?.name ?? '',
      parentId: unit?.parentId ?? null,
      unitTypeId: unit?.unitTypeId ?? null,
      unitRoleIds: unit?.unitRoles.map((role) => role.id) ?? [],
      selectAll: unit?.selectAll ?? false,
    },
    schema: unitBody,
    toBody: (values) => ({ ...values, name: values.name.trim() }),
  });
  const { values, set, text: bind } = form;

  const toggleRole = (id: number, isOn: boolean) => {
    const ids = isOn ? [...values.unitRoleIds, id] : values.unitRoleIds.filter((other) => other !== id);
    set({ unitRoleIds: ids, selectAll: ids.length === allRoles.length && ids.length > 0 });
  };

  return (
    <FormDialog title={unit ? text.editUnit : text.newUnit} {...dialog}>
      <TextField required label={commonMessages.name} {...bind('name')} />
      <ParentSelect
        label={text.parent}
        noneLabel={text.noParent}
        rows={units}
        id={unit?.id ?? null}
        rowLabel={nameOf}
        value={values.parentId}
        onChange={(parentId) => set({ parentId })}
      />
      <SelectField
        label={text.unitType}
        value={values.unitTypeId}
        options={toOptions(types, (type) => type.name)}
        noneLabel={text.noUnitType}
        onChange={(unitTypeId) => set({ unitTypeId })}
      />
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <FormLabel component="legend">{text.unitRoles}</FormLabel>
        <FormControlLabel
          control={
            <Checkbox
              checked={values.selectAll}
              indeterminate={!values.selectAll && values.unitRoleIds.length > 0}
              onChange={(event) =>
                set({
                  selectAll: event.target.checked,
                  unitRoleIds: event.target.checked ? allRoles.map((role) => role.id) : [],
                })
              }
            />
          }
          label={text.selectAll}
        />
        <FormGroup row sx={{ pl: 3 }}>
          {allRoles.map((role) => (
            <FormControlLabel
              key={role.id}
              label={role.name}
              control={
                <Checkbox
                  checked={values.selectAll || values.unitRoleIds.includes(role.id)}
                  onChange={(event) => toggleRole(role.id, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      </Box>
    </FormDialog>
  );
}
