import { ServiceBasket } from '../../features/services/components/service-basket';
import { routeNames, serviceMessages } from '../../lib/messages';
import { PageCard } from '../../components/section-card';
import { useRouteId } from './route-item';

/** `/process/list/{categoryId?}/{subCategoryId?}` (Admin): the service basket. */
export default function ProcessListPage() {
  const category = useRouteId('categoryId');
  const sub = useRouteId('subCategoryId');
  return (
    <PageCard title={routeNames.processList} subtitle={serviceMessages.basket.subtitle}>
      <ServiceBasket categoryId={category.id} subCategoryId={sub.id} />
    </PageCard>
  );
}
