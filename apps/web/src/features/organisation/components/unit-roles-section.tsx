import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Cancel from '@mui/icons-material/Cancel';
import { unitRoleBody } from '@darvazeh/shared';
import { DeleteConfirm, useDeleteConfirm } from '../../../components/delete-confirm';
import { useDeleteUnitRole, useSaveUnitRole, useUnitRoles } from '../api/unit-queries';
import type { UnitRole } from '../types';
import { NameInputRow } from './name-input-row';
import { organisationMessages } from '../../../lib/messages';

const text = organisationMessages.units;

/** Unit roles: every one as a chip that can be deleted after a confirmation, and a field to add one. */
export function UnitRolesSection() {
  const roles = useUnitRoles().data?.list ?? [];
  const create = useSaveUnitRole();
  const deleting = useDeleteConfirm(useDeleteUnitRole(), {
    title: organisationMessages.deleteUnitRole,
    text: (role: UnitRole) => organisationMessages.deleteUnitRoleConfirm(role.name),
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
              deleteIcon={<Cancel titleAccess={`${organisationMessages.deleteUnitRole} ${role.name}`} />}
            />
          </li>
        ))}
      </Box>
      <DeleteConfirm state={deleting} />
    </Box>
  );
}
