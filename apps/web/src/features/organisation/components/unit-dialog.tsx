import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { unitBody, type UnitBody } from '@darvazeh/shared';
import { hasNoErrors, schemaErrors, type FieldErrors } from '../../../lib/form-errors';
import { messages } from '../../../lib/messages';
import { useUnitRoles } from '../api/list-unit-roles';
import { useUnitTypes } from '../api/list-unit-types';
import { useSaveUnit } from '../api/save-unit';
import type { Unit } from '../types';
import { descendantIds } from '../unit-tree';

interface UnitDialogProps {
  /** The unit to edit; null creates one. */
  unit: Unit | null;
  units: readonly Unit[];
  onClose: () => void;
}

const text = messages.units;
const NONE = '';

/** Creates or edits a unit: name, parent (never itself or below), unit type and unit roles. */
export function UnitDialog({ unit, units, onClose }: UnitDialogProps) {
  const types = useUnitTypes().data ?? [];
  const allRoles = useUnitRoles().data ?? [];
  const save = useSaveUnit();
  const [values, setValues] = useState<UnitBody>({
    name: unit?.name ?? '',
    parentId: unit?.parentId ?? null,
    unitTypeId: unit?.unitTypeId ?? null,
    unitRoleIds: unit?.unitRoles.map((role) => role.id) ?? [],
    selectAll: unit?.selectAll ?? false,
  });
  const [errors, setErrors] = useState<FieldErrors<keyof UnitBody>>({});
  const parents = useMemo(() => {
    const blocked = unit ? descendantIds(units, unit.id) : new Set<number>();
    return units.filter((candidate) => !blocked.has(candidate.id));
  }, [unit, units]);

  const toggleRole = (id: number, isOn: boolean) => {
    const ids = isOn ? [...values.unitRoleIds, id] : values.unitRoleIds.filter((other) => other !== id);
    setValues({ ...values, unitRoleIds: ids, selectAll: ids.length === allRoles.length && ids.length > 0 });
  };
  const handleSave = () => {
    const body: UnitBody = { ...values, name: values.name.trim() };
    const found = schemaErrors<keyof UnitBody>(unitBody, body);
    setErrors(found);
    if (hasNoErrors(found)) save.mutate({ ...(unit && { id: unit.id }), body }, { onSuccess: onClose });
  };
  const idSelect = (value: number | null) => (value === null ? NONE : String(value));
  const fromSelect = (value: string) => (value === NONE ? null : Number(value));

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="unit-dialog-title">
      <DialogTitle id="unit-dialog-title">{unit ? text.editUnit : text.newUnit}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          required
          label={text.name}
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
          error={errors.name !== undefined}
          helperText={errors.name}
        />
        <TextField
          select
          label={text.parent}
          value={idSelect(values.parentId)}
          onChange={(event) => setValues({ ...values, parentId: fromSelect(event.target.value) })}
        >
          <MenuItem value={NONE}>{text.noParent}</MenuItem>
          {parents.map((candidate) => (
            <MenuItem key={candidate.id} value={String(candidate.id)}>
              {candidate.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={text.unitType}
          value={idSelect(values.unitTypeId)}
          onChange={(event) => setValues({ ...values, unitTypeId: fromSelect(event.target.value) })}
        >
          <MenuItem value={NONE}>{text.noUnitType}</MenuItem>
          {types.map((type) => (
            <MenuItem key={type.id} value={String(type.id)}>
              {type.name}
            </MenuItem>
          ))}
        </TextField>
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
          <FormLabel component="legend">{text.unitRoles}</FormLabel>
          <FormControlLabel
            control={
              <Checkbox
                checked={values.selectAll}
                indeterminate={!values.selectAll && values.unitRoleIds.length > 0}
                onChange={(event) =>
                  setValues({
                    ...values,
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{messages.common.cancel}</Button>
        <Button variant="contained" loading={save.isPending} onClick={handleSave}>
          {messages.common.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
