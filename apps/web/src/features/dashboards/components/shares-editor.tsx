// Who a dashboard is shared with (SPEC §6 matching): each row a role (or any), a unit (or any) and one of
// its unit roles (or any, −1).
import Box from '@mui/material/Box';
import { ANY_UNIT_ROLE, ROLE_ADMIN, ROLE_EMPLOYEE } from '@darvazeh/shared';
import { EditableRows } from '../../../components/editable-rows';
import { SelectField, toOptions } from '../../../components/select-field';
import { dashboardMessages } from '../../../lib/messages';
import { useAllUnits } from '../api/dashboard-queries';
import { SHOW_NONE } from '../card-data';
import type { DashboardShare } from '../types';

const text = dashboardMessages.form;
const ROLES = [ROLE_EMPLOYEE, ROLE_ADMIN];

interface SharesEditorProps {
  shares: DashboardShare[];
  onChange: (shares: DashboardShare[]) => void;
}

export function SharesEditor({ shares, onChange }: SharesEditorProps) {
  const units = useAllUnits().data?.list ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <EditableRows
        rows={shares}
        onChange={onChange}
        rowKey={(_s, i) => i}
        removeLabel={(_s, i) => text.removeShare(i + 1)}
        addLabel={text.addShare}
        canAdd={shares.length < 50}
        newRow={() => ({ role: ROLE_EMPLOYEE, unitId: null, unitRoleId: ANY_UNIT_ROLE })}
        renderRow={(share, i, replace) => {
          const unitRoles = units.find((u) => u.id === share.unitId)?.unitRoles ?? [];
          return (
            <Box
              role="group"
              aria-label={text.share(i + 1)}
              sx={{
                display: 'grid',
                gap: 1.5,
                flex: 1,
                minWidth: 0,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
              }}
            >
              <SelectField
                size="small"
                label={text.role}
                value={share.role}
                noneLabel={text.roles.any}
                options={ROLES.map((role) => ({ value: role, label: text.roles[role] ?? '' }))}
                onChange={(role) => replace({ ...share, role })}
                slotProps={SHOW_NONE}
              />
              <SelectField
                size="small"
                label={text.unit}
                value={share.unitId}
                noneLabel={text.anyUnit}
                options={toOptions(units, (u) => u.name)}
                onChange={(unitId) => replace({ ...share, unitId, unitRoleId: ANY_UNIT_ROLE })}
                slotProps={SHOW_NONE}
              />
              <SelectField
                size="small"
                label={text.unitRole}
                value={share.unitRoleId === ANY_UNIT_ROLE ? null : share.unitRoleId}
                noneLabel={text.anyUnitRole}
                disabled={share.unitId === null}
                options={toOptions(unitRoles, (r) => r.name)}
                onChange={(unitRoleId) => replace({ ...share, unitRoleId: unitRoleId ?? ANY_UNIT_ROLE })}
                slotProps={SHOW_NONE}
              />
            </Box>
          );
        }}
      />
    </Box>
  );
}
