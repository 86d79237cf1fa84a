// The designer's web service tools (issue 26), for a saved service offered as a web service: which
// connected systems may call it (allowed by their units) and how its calls went, from the API log.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { WS_FIGURE_DAYS, WS_FIGURE_DEFAULT_DAYS, toPersianDigits, type WsFigureDays } from '@darvazeh/shared';
import { DeleteConfirm, useDeleteConfirm } from '../../../components/delete-confirm';
import { SelectField } from '../../../components/select-field';
import { serviceAdminMessages } from '../../../lib/messages';
import { showToast } from '../../../lib/toast-store';
import {
  useAllowCaller,
  useRevokeCaller,
  useWebServiceCallers,
  useWebServiceFigures,
} from '../api/web-service-queries';
import { DesignerPart } from './designer-part';
import { Figure } from './survey-results';

const text = serviceAdminMessages.callers;
const shown = serviceAdminMessages.figures;

type Allowed = { id: number; unitName: string; systems: string[] };

/** «سامانه‌های مجاز به فراخوانی» of service `serviceId`: the allowed units, allow a system, revoke. */
export function WebServiceCallersSection({ serviceId }: { serviceId: number }) {
  const callers = useWebServiceCallers(serviceId);
  const allow = useAllowCaller(serviceId);
  const revoking = useDeleteConfirm<Allowed>(useRevokeCaller(serviceId), {
    title: text.revokeTitle,
    text: (row) => text.revokeText(row.unitName),
  });
  const [systemId, setSystemId] = useState<number | null>(null);
  const data = callers.data;
  const allowedUnits = new Set(data?.allowed.map((row) => row.unitId));
  const choices = (data?.systems ?? []).filter(
    (system) => system.unitId !== null && !allowedUnits.has(system.unitId),
  );
  const unitless = (data?.systems ?? []).filter((system) => system.unitId === null).map((s) => s.name);

  const submit = () => {
    const unitId = choices.find((system) => system.id === systemId)?.unitId;
    if (unitId === undefined || unitId === null) {
      showToast({ color: 'error', text: text.chooseSystem });
      return;
    }
    allow.mutate({ body: { unitId, serviceId } }, { onSuccess: () => setSystemId(null) });
  };

  return (
    <DesignerPart title={text.title} subtitle={text.subtitle}>
      {callers.isLoading && <LinearProgress aria-label={text.loading} />}
      {data && data.allowed.length === 0 && <Typography color="text.secondary">{text.none}</Typography>}
      {data && data.allowed.length > 0 && (
        <Box component="ul" aria-label={text.list} sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
          {data.allowed.map((row) => (
            <Box
              component="li"
              key={row.id}
              sx={{
                listStyle: 'none',
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 1fr) auto',
                alignItems: 'center',
                gap: 1,
                borderBottom: 1,
                borderColor: 'divider',
                pb: 1,
              }}
            >
              <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <Typography sx={{ fontWeight: 700 }}>{row.unitName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {text.systemsOf(row.systems)}
                </Typography>
              </Box>
              <IconButton
                aria-label={text.revoke(row.unitName)}
                title={text.revoke(row.unitName)}
                onClick={() => revoking.ask(row)}
              >
                <DeleteOutlined />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      {data && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' },
          }}
        >
          <SelectField
            size="small"
            label={text.system}
            name="web-service-caller"
            value={systemId}
            options={choices.map((system) => ({
              value: system.id,
              label: text.systemOption(system.name, system.unitName ?? ''),
            }))}
            onChange={setSystemId}
            helperText={unitless.length > 0 ? text.noUnitHint(unitless) : undefined}
          />
          <Button variant="outlined" startIcon={<AddOutlined />} loading={allow.isPending} onClick={submit}>
            {text.allow}
          </Button>
        </Box>
      )}
      <DeleteConfirm state={revoking} />
    </DesignerPart>
  );
}

/** «کارکرد وب‌سرویس» of service `serviceId`: calls, failed calls and the p95 duration over a period. */
export function WebServiceFiguresSection({ serviceId }: { serviceId: number }) {
  const [days, setDays] = useState<WsFigureDays>(WS_FIGURE_DEFAULT_DAYS);
  const figures = useWebServiceFigures(serviceId, days);
  const data = figures.data;
  return (
    <DesignerPart title={shown.title} subtitle={shown.subtitle}>
      <SelectField
        size="small"
        label={shown.period}
        name="web-service-period"
        value={days}
        options={WS_FIGURE_DAYS.map((value) => ({ value, label: shown.lastDays(value) }))}
        onChange={(value) => value !== null && setDays(value)}
        sx={{ maxWidth: { md: '16rem' } }}
      />
      {figures.isLoading && <LinearProgress aria-label={shown.loading} />}
      {data && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          <Figure label={shown.calls} value={toPersianDigits(data.calls)} testId="ws-calls" />
          <Figure label={shown.errors} value={toPersianDigits(data.errors)} testId="ws-errors" />
          <Figure
            label={shown.p95}
            value={data.p95Ms === null ? shown.noCalls : shown.ms(data.p95Ms)}
            testId="ws-p95"
          />
        </Box>
      )}
    </DesignerPart>
  );
}
