import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import LinearProgress from '@mui/material/LinearProgress';
import { useParams } from 'react-router';
import type { FormDefinition } from '@darvazeh/shared';
import { SectionCard } from '../../components/section-card';
import { StatusMessage } from '../../components/status-message';
import { useCollection } from '../../features/collections/api/collection-queries';
import { CollectionDesigner } from '../../features/collections/components/collection-designer';
import { collectionMessages } from '../../features/collections/messages';
import { LazyFormRenderer } from '../../features/forms';
import { messages } from '../../lib/messages';
import { pathTo } from '../../lib/paths';

const text = collectionMessages.designer;
const renderPreview = (definition: FormDefinition) => <LazyFormRenderer definition={definition} preview />;

/** `/panel/data-collection/detail/{id?}`: the form designer for a new collection, or collection `id`. */
export default function CollectionDetailPage() {
  const { id } = useParams();
  const collectionId = id === undefined ? null : Number(id);
  const isValidId = collectionId === null || (Number.isInteger(collectionId) && collectionId > 0);
  const { data: item, isError } = useCollection(isValidId ? collectionId : null);
  if (!isValidId || isError)
    return (
      <StatusMessage
        icon={<SearchOffOutlined />}
        title={text.notFound}
        text={text.notFoundText}
        action={{ label: text.back, to: pathTo('data-collection-list') }}
      />
    );
  if (collectionId !== null && !item) return <LinearProgress aria-label={messages.loading} />;
  return (
    <SectionCard headingLevel="h1" title={item ? text.editTitle : text.newTitle}>
      {/* Keyed by the collection, so the designer restarts from what the server holds. */}
      <CollectionDesigner key={item?.id ?? 'new'} item={item ?? null} renderPreview={renderPreview} />
    </SectionCard>
  );
}
