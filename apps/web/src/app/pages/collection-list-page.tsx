import Box from '@mui/material/Box';
import { SectionCard } from '../../components/section-card';
import { CollectionsTable } from '../../features/collections/components/collections-table';
import { SystemCollections } from '../../features/collections/components/system-collections';
import { collectionMessages, routeNames } from '../../lib/messages';

/** `/panel/data-collection/list`: the Admin's data collections, and the read-only system collections. */
export default function CollectionListPage() {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <SectionCard headingLevel="h1" title={routeNames.collections}>
        <CollectionsTable />
      </SectionCard>
      <SectionCard title={collectionMessages.system.title} subtitle={collectionMessages.system.subtitle}>
        <SystemCollections />
      </SectionCard>
    </Box>
  );
}
