// The dashboards' shapes, from the shared schemas, and this feature's query keys.
export type {
  ChartType,
  DashboardBody,
  DashboardCard,
  DashboardCardData,
  DashboardFilter,
  DashboardFilterValue,
  DashboardItem,
  DashboardShare,
} from '@darvazeh/shared';

/** Query keys of this feature; everything under `all` reloads after a dashboard changes. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  item: (id: number) => ['dashboard', 'item', id] as const,
  /** One card's answer for the values of the filters it binds. */
  card: (id: number, cardId: string, filters: unknown) => ['dashboard', 'data', id, cardId, filters] as const,
  categories: ['dashboard', 'categories'] as const,
};
