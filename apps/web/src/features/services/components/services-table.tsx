import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DataObjectOutlined from '@mui/icons-material/DataObjectOutlined';
import { Link as RouterLink } from 'react-router';
import { DeleteConfirm, useDeleteConfirm } from '../../../components/delete-confirm';
import { ListToolbar } from '../../../components/list-toolbar';
import { PagedTable, pageProps } from '../../../components/paged-table';
import { RowActions } from '../../../components/row-actions';
import { StatusChip } from '../../../components/status-chip';
import { actionsColumn, nameColumn, type TableColumn } from '../../../components/table-columns';
import { collectionMessages, commonMessages, serviceMessages } from '../../../lib/messages';
import { pathTo } from '../../../lib/paths';
import { useListSearch } from '../../../lib/use-list-search';
import { useCopyService, useDeleteService, useServicePage, useToggleService } from '../api/service-queries';
import type { ServiceItem } from '../types';
import { NewServiceAction } from './new-service-action';
import { ServiceIcon } from './service-icon';

const text = serviceMessages.basket;

/** A service's state: the version applicants get, or not published yet. */
export function VersionChip({ version }: { version: number | null }) {
  return version === null ? (
    <StatusChip label={text.draft} />
  ) : (
    <StatusChip color="success" label={text.published(version)} />
  );
}

interface ServicesTableProps {
  /** The heading's category name (accessible name of the table). */
  title: string;
  /** The categories whose services are listed (a root with its sub categories, or one sub category). */
  categoryIds: readonly number[];
  /** Where «خدمت جدید» leads; absent until a sub category is chosen. */
  newServiceTo: string | null;
}

/** The services of the chosen categories: search, on/off switch, edit, copy and delete. */
export function ServicesTable({ title, categoryIds, newServiceTo }: ServicesTableProps) {
  const list = useListSearch();
  const query = useServicePage({ categoryIds, search: list.search, page: list.page }, categoryIds.length > 0);
  const toggle = useToggleService();
  const copy = useCopyService();
  const deleting = useDeleteConfirm(useDeleteService(), {
    title: text.deleteServiceTitle,
    text: (s: ServiceItem) => text.deleteServiceText(s.serviceFname),
  });
  const columns: TableColumn<ServiceItem>[] = [
    {
      key: 'icon',
      header: text.icon,
      render: (s) => <ServiceIcon name={s.serviceIcon} />,
    },
    nameColumn(commonMessages.name, (s) => s.serviceFname),
    {
      key: 'ename',
      header: collectionMessages.ename,
      render: (s) => <bdi dir="ltr">{s.serviceEname}</bdi>,
    },
    { key: 'version', header: text.version, render: (s) => <VersionChip version={s.publishedVersion} /> },
    {
      key: 'enabled',
      header: commonMessages.enabled,
      render: (s) => (
        <Switch
          checked={s.enabled}
          disabled={toggle.isPending}
          slotProps={{ input: { 'aria-label': text.enabledSwitch(s.serviceFname) } }}
          onChange={(_event, enabled) => toggle.mutate({ item: s, enabled })}
        />
      ),
    },
    actionsColumn((s: ServiceItem) => (
      <Box sx={{ display: 'flex' }}>
        <IconButton
          aria-label={`${text.copy} ${s.serviceFname}`}
          title={text.copy}
          disabled={copy.isPending}
          onClick={() => copy.mutate(s.id)}
        >
          <ContentCopyOutlined />
        </IconButton>
        <RowActions
          editTo={pathTo('process-detail', { id: s.id })}
          onDelete={() => deleting.ask(s)}
          label={s.serviceFname}
        />
      </Box>
    )),
  ];
  return (
    <>
      <PagedTable
        columns={columns}
        {...pageProps(query, list)}
        rows={categoryIds.length > 0 ? query.data?.list : []}
        label={title}
        emptyText={categoryIds.length > 0 ? text.noServices : text.chooseCategory}
        toolbar={
          <ListToolbar search={{ label: text.searchService, value: list.search, onChange: list.setSearch }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button
                component={RouterLink}
                to={pathTo('default-variables')}
                startIcon={<DataObjectOutlined />}
              >
                {text.defaultVariables}
              </Button>
              <NewServiceAction to={newServiceTo} />
            </Box>
          </ListToolbar>
        }
      />
      <DeleteConfirm state={deleting} />
    </>
  );
}
