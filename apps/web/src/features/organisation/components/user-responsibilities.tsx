import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { toLatinDigits, toPersianDigits } from '@darvazeh/shared';
import { useCreateResponsibility, useDeleteResponsibility, useResponsibilities } from '../api/user-queries';
import type { UnitResponsibility } from '../types';
import { organisationMessages } from '../../../lib/messages';
import { ResponsibilityFields, type Placement } from './responsibility-fields';

const text = organisationMessages.users;

function roleName(row: UnitResponsibility): string {
  return row.unit.unitRoles.find((role) => role.id === row.unitRoleId)?.name ?? String(row.unitRoleId);
}

/** A user's unit responsibilities: each can be removed; a new one is unit → its unit role → personnel number. */
export function UserResponsibilities({ userId }: { userId: number }) {
  const rows = useResponsibilities(userId).data?.list ?? [];
  const create = useCreateResponsibility();
  const remove = useDeleteResponsibility();
  const [placement, setPlacement] = useState<Placement>({ unitId: null, unitRoleId: null, personalId: '' });
  const { unitId, unitRoleId, personalId } = placement;

  const handleAdd = () => {
    if (unitId === null || unitRoleId === null) return;
    const personal = toLatinDigits(personalId.trim());
    create.mutate(
      { body: { userId, unitId, unitRoleId, personalId: personal || null } },
      { onSuccess: () => setPlacement({ unitId, unitRoleId: null, personalId: '' }) },
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
        <ResponsibilityFields
          value={placement}
          onChange={(change) => setPlacement((current) => ({ ...current, ...change }))}
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
