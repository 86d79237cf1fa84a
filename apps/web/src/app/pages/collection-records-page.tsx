import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import LinearProgress from '@mui/material/LinearProgress';
import { useParams } from 'react-router';
import { isAdmin } from '@darvazeh/shared';
import { PageCard } from '../../components/section-card';
import { StatusMessage } from '../../components/status-message';
import { useCollection } from '../../features/collections/api/collection-queries';
import { useProfile } from '../../features/identity/api/get-profile';
import { profilePrincipal } from '../../features/identity/session';
import { RecordsTable } from '../../features/records/components/records-table';
import { collectionMessages, commonMessages, recordMessages } from '../../lib/messages';
import { idParam } from '../../features/records/types';

/** `/panel/data-collection/records/{id}`: a collection's records (Employees see only their own). */
export default function CollectionRecordsPage() {
  const collectionId = idParam(useParams().id);
  const profile = useProfile();
  const { data: collection, isError } = useCollection(collectionId);
  if (collectionId === null || isError)
    return (
      <StatusMessage
        icon={<SearchOffOutlined />}
        title={collectionMessages.notFound}
        text={recordMessages.notFoundText}
      />
    );
  if (!collection) return <LinearProgress aria-label={commonMessages.loading} />;
  return (
    <PageCard title={recordMessages.title(collection.fname)}>
      <RecordsTable
        collection={collection}
        isAdmin={profile !== null && isAdmin(profilePrincipal(profile))}
      />
    </PageCard>
  );
}
