import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { toLatinDigits, toPersianDigits } from '@darvazeh/shared';
import { SelectField, toOptions } from '../../../components/select-field';
import { useUnits } from '../api/unit-queries';
import { useCreateResponsibility, useDeleteResponsibility, useResponsibilities } from '../api/user-queries';
import type { UnitResponsibility } from '../types';
import { commonMessages, organisationMessages } from '../../../lib/messages';

const text = organisationMessages.users;

function roleName(row: UnitResponsibility): string {
  return row.unit.unitRoles.find((role) => role.id === row.unitRoleId)?.name ?? String(row.unitRoleId);
}

/** A user's unit responsibilities: each can be removed; a new one is unit → its unit role → personnel number. */
export function UserResponsibilities({ userId }: { userId: number }) {
  const rows = useResponsibilities(userId).data?.list ?? [];
  const units = useUnits().data?.list ?? [];
  const create = useCreateResponsibility();
  const remove = useDeleteResponsibility();
  const [unitId, setUnitId] = useState<number | null>(null);
  const [unitRoleId, setUnitRoleId] = useState<number | null>(null);
  const [personalId, setPersonalId] = useState('');
  const unitRoles = units.find((unit) => unit.id === unitId)?.unitRoles ?? [];

  const handleAdd = () => {
    if (unitId === null || unitRoleId === null) return;
    const personal = toLatinDigits(personalId.trim());
    create.mutate(
      { body: { userId, unitId, unitRoleId, personalId: personal || null } },
      {
        onSuccess: () => {
          setUnitRoleId(null);
          setPersonalId('');
        },
      },
    );
  };

  return (
    <Box component="section" sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {text.responsibilities}
      </Typography>
      {rows.length === 0 && <Typography color="text.secondary">{text.noResponsibilities}</Typography>}
      <List dense disablePadding>
        {rows.map((row) => (
          <ListItem
            key={row.id}
            divider
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={text.removeResponsibility}
                onClick={() => remove.mutate(row.id)}
                disabled={remove.isPending}
              >
                <DeleteOutline />
              </IconButton>
            }
          >
            <ListItemText
              primary={`${row.unit.name} — ${roleName(row)}`}
              secondary={
                row.personalId ? `${text.personalId}: ${toPersianDigits(row.personalId)}` : undefined
              }
            />
          </ListItem>
        ))}
      </List>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '2fr 2fr 1fr auto' } }}>
        <SelectField
          size="small"
          label={commonMessages.unit}
          value={unitId}
          options={toOptions(units, (unit) => unit.name)}
          onChange={(id) => {
            setUnitId(id);
            setUnitRoleId(null);
          }}
        />
        <SelectField
          size="small"
          label={organisationMessages.unitRole}
          disabled={unitId === null}
          value={unitRoleId}
          options={toOptions(unitRoles, (role) => role.name)}
          onChange={setUnitRoleId}
        />
        <TextField
          size="small"
          label={text.personalId}
          value={personalId}
          onChange={(event) => setPersonalId(event.target.value)}
          slotProps={{ htmlInput: { dir: 'ltr', maxLength: 50 } }}
        />
        <Button
          variant="outlined"
          onClick={handleAdd}
          disabled={unitId === null || unitRoleId === null}
          loading={create.isPending}
        >
          {text.addResponsibility}
        </Button>
      </Box>
    </Box>
  );
}
