import Box from '@mui/material/Box';
import { UnitRolesSection } from '../../features/organisation/components/unit-roles-section';
import { UnitTreeList } from '../../features/organisation/components/unit-tree-list';
import { UnitTypesSection } from '../../features/organisation/components/unit-types-section';
import { SectionCard } from '../../components/section-card';
import { organisationMessages, routeNames } from '../../lib/messages';

/** Admins keep the unit tree, the unit types and the unit roles each unit offers. */
export default function UnitsPage() {
  const text = organisationMessages.units;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SectionCard headingLevel="h1" title={routeNames.units}>
        <UnitTreeList />
      </SectionCard>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <SectionCard title={text.unitTypes}>
          <UnitTypesSection />
        </SectionCard>
        <SectionCard title={text.unitRoles}>
          <UnitRolesSection />
        </SectionCard>
      </Box>
    </Box>
  );
}
