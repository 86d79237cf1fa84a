import { ServiceBasket } from '../../features/services/components/service-basket';
import { routeNames, serviceMessages } from '../../lib/messages';
import { SectionCard } from '../../components/section-card';
import { useRouteId } from './route-item';

/** `/process/list/{categoryId?}/{subCategoryId?}` (Admin): the service basket. */
export default function ProcessListPage() {
  const category = useRouteId('categoryId');
  const sub = useRouteId('subCategoryId');
  return (
    <SectionCard headingLevel="h1" title={routeNames.processList} subtitle={serviceMessages.basket.subtitle}>
      <ServiceBasket categoryId={category.id} subCategoryId={sub.id} />
    </SectionCard>
  );
}
