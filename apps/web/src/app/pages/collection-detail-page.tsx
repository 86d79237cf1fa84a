import type { FormDefinition } from '@darvazeh/shared';
import { PageCard } from '../../components/section-card';
import { useCollection } from '../../features/collections/api/collection-queries';
import { CollectionDesigner } from '../../features/collections/components/collection-designer';
import { collectionMessages, commonMessages } from '../../lib/messages';
import { LazyFormRenderer } from '../../features/forms';
import { pathTo } from '../../lib/paths';
import { RouteItem, useRouteItem } from './route-item';

const text = collectionMessages.designer;
const renderPreview = (definition: FormDefinition) => <LazyFormRenderer definition={definition} preview />;

/** `/panel/data-collection/detail/{id?}`: the form designer for a new collection, or collection `id`. */
export default function CollectionDetailPage() {
  const { item, status } = useRouteItem(useCollection);
  return (
    <RouteItem
      {...status}
      notFound={{ title: collectionMessages.notFound, text: commonMessages.maybeDeleted }}
      back={{ label: commonMessages.backToList, to: pathTo('data-collection-list') }}
    >
      {() => (
        <PageCard title={item ? text.editTitle : collectionMessages.create}>
          {/* Keyed by the collection, so the designer restarts from what the server holds. */}
          <CollectionDesigner key={item?.id ?? 'new'} item={item ?? null} renderPreview={renderPreview} />
        </PageCard>
      )}
    </RouteItem>
  );
}
