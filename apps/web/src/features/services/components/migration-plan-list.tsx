import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { toPersianDigits, type MigrationResult } from '@darvazeh/shared';
import { StatusChip } from '../../../components/status-chip';
import { serviceAdminMessages } from '../../../lib/messages';

const text = serviceAdminMessages.migration;
type Plan = MigrationResult['plans'][number];

// Colours whose outlined text passes WCAG AA on white (info and warning do not).
const outcomeColor = { kept: 'primary', moved: 'success', refused: 'error' } as const;

/** A request's outcome as a chip: «می‌ماند», «منتقل می‌شود» or «نمی‌رود». */
export function OutcomeChip({ outcome }: { outcome: Plan['outcome'] }) {
  return (
    <StatusChip
      color={outcomeColor[outcome]}
      label={text.outcomes[outcome]!}
      title={text.outcomeHints[outcome]}
    />
  );
}

/** A tracking code in Persian digits, kept left to right inside the Persian line. */
function TrackingCode({ code }: { code: string }) {
  return (
    <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {toPersianDigits(code)}
    </bdi>
  );
}

/** Why a request moves or stays, and per open step where it goes and what differs there. */
function PlanDetails({ plan }: { plan: Plan }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
      <Typography variant="body2">{plan.reason}</Typography>
      <Box component="ul" sx={{ m: 0, ps: 2.5, display: 'grid', gap: 0.5 }}>
        {plan.steps.map((step) => (
          <Typography component="li" variant="body2" color="text.secondary" key={step.nodeKey}>
            {step.reason}
            {step.changes.length > 0 && (
              <Box component="ul" aria-label={text.changes} sx={{ m: 0, ps: 2.5 }}>
                {step.changes.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </Box>
            )}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** The dry run's requests: a table on wide screens, cards on a phone (the page never scrolls sideways). */
export function MigrationPlanList({ plans }: { plans: readonly Plan[] }) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (isPhone)
    return (
      <Box component="ul" aria-label={text.table} sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
        {plans.map((plan) => (
          <Paper
            component="li"
            variant="outlined"
            key={plan.requestId}
            sx={{ listStyle: 'none', p: 1.5, display: 'grid', gap: 1 }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="subtitle2">
                {text.trackingCode}: <TrackingCode code={plan.trackingCode} />
              </Typography>
              <OutcomeChip outcome={plan.outcome} />
            </Box>
            <PlanDetails plan={plan} />
          </Paper>
        ))}
      </Box>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label={text.table}>
        <TableHead>
          <TableRow>
            <TableCell>{text.trackingCode}</TableCell>
            <TableCell>{text.outcome}</TableCell>
            <TableCell>{text.details}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {plans.map((plan) => (
            <TableRow key={plan.requestId} sx={{ verticalAlign: 'top' }}>
              <TableCell>
                <TrackingCode code={plan.trackingCode} />
              </TableCell>
              <TableCell>
                <OutcomeChip outcome={plan.outcome} />
              </TableCell>
              <TableCell>
                <PlanDetails plan={plan} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
