import { useState } from 'react';
import Box from '@mui/material/Box';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import { toPersianDigits } from '@darvazeh/shared';
import { SearchedTable, useSearchedTable } from '../../../components/searched-table';
import { CreateLinkOrReason } from '../../../components/list-toolbar';
import { RowActions } from '../../../components/row-actions';
import { SelectField } from '../../../components/select-field';
import { actionsColumn, nameColumn, type TableColumn } from '../../../components/table-columns';
import { commonMessages, dashboardMessages, routeNames } from '../../../lib/messages';
import { pathTo } from '../../../lib/paths';
import type { PageQuery } from '../../../lib/resource-hooks';
import { useCategoryChoices, useDashboardPage, useDeleteDashboard } from '../api/dashboard-queries';
import { SHOW_NONE } from '../card-data';
import { CopyDashboardButton } from './copy-dashboard-button';
import type { DashboardItem } from '../types';

const text = dashboardMessages.list;
/** Rows per page of the dashboards table. */
export const DASHBOARDS_PAGE_SIZE = 10;

/**
 * The dashboards the viewer may open, by category: each opens its show page; an Admin also creates one
 * in the chosen category, edits and deletes.
 */
export function DashboardsTable({ isAdmin }: { isAdmin: boolean }) {
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const categories = useCategoryChoices();
  const usePage = (query: PageQuery) => useDashboardPage(query, categoryId);
  const table = useSearchedTable(usePage, DASHBOARDS_PAGE_SIZE, useDeleteDashboard(), {
    title: text.deleteTitle,
    text: (d: DashboardItem) => text.deleteText(d.title),
  });
  const categoryName = (id: number | null) =>
    categories.find((c) => c.id === id)?.name ?? (id === null ? text.noCategory : '');

  const columns: TableColumn<DashboardItem>[] = [
    nameColumn(dashboardMessages.form.title, (d) => d.title),
    { key: 'category', header: text.category, render: (d) => categoryName(d.categoryId) },
    { key: 'cards', header: text.cards, render: (d) => toPersianDigits(d.cards.length) },
    actionsColumn((d: DashboardItem) => (
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        {isAdmin && <CopyDashboardButton id={d.id} title={d.title} />}
        <RowActions
          links={[
            {
              to: pathTo('bi-show', { id: d.id }),
              label: commonMessages.show,
              icon: <InsertChartOutlined />,
            },
          ]}
          {...(isAdmin && {
            editTo: pathTo('bi-detail', { id: d.id }),
            onDelete: () => table.deleting.ask(d),
          })}
          label={d.title}
        />
      </Box>
    )),
  ];

  return (
    <SearchedTable
      table={table}
      columns={columns}
      label={text.label}
      emptyText={text.empty}
      tools={
        <>
          <SelectField
            size="small"
            label={text.category}
            value={categoryId}
            noneLabel={text.allCategories}
            options={categories.map((c) => ({ value: c.id, label: c.name, depth: c.depth }))}
            onChange={(id) => {
              setCategoryId(id);
              table.list.setPage(1);
            }}
            slotProps={SHOW_NONE}
            sx={{ minWidth: 180 }}
          />
          {isAdmin && <NewDashboardAction categoryId={categoryId} />}
        </>
      }
    />
  );
}

/** «داشبورد جدید»: a link once a category is chosen; until then a disabled button with the reason. */
function NewDashboardAction({ categoryId }: { categoryId: number | null }) {
  const to = categoryId === null ? null : pathTo('bi-new', { categoryId });
  return <CreateLinkOrReason label={routeNames.dashboardNew} to={to} reason={text.newHint} />;
}
