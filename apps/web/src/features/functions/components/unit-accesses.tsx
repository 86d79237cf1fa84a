import { useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { DeleteConfirm, useDeleteConfirm } from '../../../components/delete-confirm';
import { PagedTable, pageProps } from '../../../components/paged-table';
import { RowActions } from '../../../components/row-actions';
import { SelectField } from '../../../components/select-field';
import { actionsColumn, type TableColumn } from '../../../components/table-columns';
import { commonMessages, functionMessages } from '../../../lib/messages';
import { showToast } from '../../../lib/toast-store';
import { useAccessPage, useAddAccess, useDeleteAccess, useUnitNames } from '../api/access-queries';
import { useAllFunctions } from '../api/function-queries';
import type { IdName, UnitWebserviceAccess } from '../types';
import { FieldGrid } from '../../../components/field-grid';

const text = functionMessages.access;

/** A unit picker searching every unit on the server (the page passes the organisation feature's). */
export type UnitSearchField = ComponentType<{
  label: string;
  value: IdName | null;
  onChange: (unit: IdName | null) => void;
  size?: 'small' | 'medium';
}>;

/**
 * `/panel/function-management/unit-accesses`: give a unit access to a function, and the current pairs
 * (all, or one function's) with delete.
 */
export function UnitAccesses({ UnitSearch }: { UnitSearch: UnitSearchField }) {
  const [functionId, setFunctionId] = useState<number | null>(null);
  const [unit, setUnit] = useState<IdName | null>(null);
  const [page, setPage] = useState(1);
  const { data: functions } = useAllFunctions();
  const query = useAccessPage(page, functionId);
  const add = useAddAccess();
  const rows = query.data?.list ?? [];
  const units = useUnitNames(rows.map((row) => row.unitId));
  const functionName = (id: number | null) => functions?.list.find((f) => f.id === id)?.fname ?? '';
  const unitName = (id: number) => units.get(id) ?? '';
  const deleting = useDeleteConfirm(useDeleteAccess(), {
    title: text.deleteTitle,
    text: (row: UnitWebserviceAccess) => text.deleteText(functionName(row.functionId), unitName(row.unitId)),
  });

  const columns: TableColumn<UnitWebserviceAccess>[] = [
    { key: 'function', header: text.function, render: (row) => functionName(row.functionId) },
    { key: 'unit', header: commonMessages.unit, render: (row) => unitName(row.unitId) },
    actionsColumn((row: UnitWebserviceAccess) => (
      <RowActions
        onDelete={() => deleting.ask(row)}
        label={text.pair(functionName(row.functionId), unitName(row.unitId))}
      />
    )),
  ];

  const submit = () => {
    if (functionId === null || unit === null) {
      showToast({ color: 'error', text: text.chooseBoth });
      return;
    }
    add.mutate({ body: { functionId, unitId: unit.id } }, { onSuccess: () => setUnit(null) });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {text.subtitle}
      </Typography>
      <FieldGrid template="minmax(0, 1fr) minmax(0, 1fr) auto">
        <SelectField
          size="small"
          label={text.function}
          value={functionId}
          noneLabel={text.filterAll}
          options={(functions?.list ?? []).map((f) => ({ value: f.id, label: f.fname }))}
          onChange={(id) => {
            setFunctionId(id);
            setPage(1);
          }}
        />
        <UnitSearch label={commonMessages.unit} value={unit} onChange={setUnit} />
        <Button variant="contained" startIcon={<AddOutlined />} loading={add.isPending} onClick={submit}>
          {text.add}
        </Button>
      </FieldGrid>
      <PagedTable
        columns={columns}
        {...pageProps(query, { page, setPage })}
        label={functionMessages.list.accesses}
        emptyText={text.empty}
      />
      <DeleteConfirm state={deleting} />
    </Box>
  );
}
