import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Cancel from '@mui/icons-material/Cancel';
import { unitRoleBody } from '@darvazeh/shared';
import { DeleteConfirm, useDeleteConfirm } from '../../../components/delete-confirm';
import { messages } from '../../../lib/messages';
import { useDeleteUnitRole, useSaveUnitRole, useUnitRoles } from '../api/unit-queries';
import { orgMessages } from '../messages';
import type { UnitRole } from '../types';
import { NameInputRow } from './name-input-row';

const text = messages.units;

/** Unit roles: every one as a chip that can be deleted after a confirmation, and a field to add one. */
export function UnitRolesSection() {
  const roles = useUnitRoles().data?.list ?? [];
  const create = useSaveUnitRole();
  const deleting = useDeleteConfirm(useDeleteUnitRole(), {
    title: orgMessages.deleteUnitRole,
    text: (role: UnitRole) => orgMessages.deleteUnitRoleConfirm(role.name),
  });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <NameInputRow
        label={text.newUnitRole}
        submitLabel={text.add}
        schema={unitRoleBody}
        isPending={create.isPending}
        onSubmit={(name, done) => create.mutate({ body: { name } }, { onSuccess: done })}
      />
      {roles.length === 0 && <Typography color="text.secondary">{text.empty}</Typography>}
      <Box component="ul" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', m: 0, p: 0, listStyle: 'none' }}>
        {roles.map((role) => (
          <li key={role.id}>
            <Chip
              label={role.name}
              onDelete={() => deleting.ask(role)}
              deleteIcon={<Cancel titleAccess={`${orgMessages.deleteUnitRole} ${role.name}`} />}
            />
          </li>
        ))}
      </Box>
      <DeleteConfirm state={deleting} />
    </Box>
  );
}
