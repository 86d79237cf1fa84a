import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { MigrationResult } from '@darvazeh/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SelectField } from '../../../components/select-field';
import { serviceAdminMessages } from '../../../lib/messages';
import {
  useApplyMigration,
  useMigrationPlan,
  useServiceVersion,
  type MigrationMappings,
} from '../api/migration-queries';
import { mappableSteps, outcomeCounts } from '../migration-choices';
import { MigrationPlanList, OutcomeChip } from './migration-plan-list';

const text = serviceAdminMessages.migration;
const OUTCOMES = ['kept', 'moved', 'refused'] as const;

interface MigrationDialogProps {
  serviceId: number;
  /** The older version whose open requests may move. */
  fromVersion: number;
  /** The published version they move to. */
  toVersion: number;
  onClose: () => void;
}

/** How many requests each outcome holds, with what the outcome means. */
function Summary({ plans }: { plans: MigrationResult['plans'] }) {
  const counts = outcomeCounts(plans);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} component="h3" variant="subtitle2">
        {text.summary}
      </Typography>
      <Box
        component="ul"
        sx={{ m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
      >
        {OUTCOMES.map((outcome) => (
          <Paper
            component="li"
            variant="outlined"
            key={outcome}
            data-testid={`migration-${outcome}`}
            sx={{ listStyle: 'none', p: 1.5, display: 'grid', gap: 0.5, justifyItems: 'start' }}
          >
            <OutcomeChip outcome={outcome} />
            <Typography variant="h6" component="p">
              {text.count(counts[outcome])}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {text.outcomeHints[outcome]}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}

/**
 * «انتقال درخواست‌های باز»: the dry run of moving version `fromVersion`'s open requests to the published
 * version (counts per outcome and each request's steps), a choice of replacement for every step whose node
 * is gone (by name, of the same kind; each choice runs the dry run again), then applying it after a
 * confirmation that says how many requests will move, and how many did.
 */
export function MigrationDialog({ serviceId, fromVersion, toVersion, onClose }: MigrationDialogProps) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [mappings, setMappings] = useState<MigrationMappings>({});
  const [isAsking, setAsking] = useState(false);
  const [result, setResult] = useState<MigrationResult>();
  const titleId = useId();
  const before = useServiceVersion(serviceId, fromVersion);
  const after = useServiceVersion(serviceId, toVersion);
  const plan = useMigrationPlan(serviceId, fromVersion, mappings);
  const apply = useApplyMigration(serviceId);

  const shown = result ?? plan.data;
  const plans = shown?.plans ?? [];
  const counts = outcomeCounts(plans);
  const movable = counts.kept + counts.moved;
  const steps =
    !result && plan.data && before.data && after.data
      ? mappableSteps(plan.data.plans, before.data.snapshot.process, after.data.snapshot.process, mappings)
      : [];
  const isLoading = plan.isFetching || before.isLoading || after.isLoading;

  const handleMap = (nodeKey: string, to: string | null) =>
    setMappings((current) => {
      const { [nodeKey]: _old, ...rest } = current;
      return to === null ? rest : { ...rest, [nodeKey]: to };
    });
  const handleApply = () =>
    apply.mutate(
      { fromVersion, mappings },
      {
        onSuccess: (done) => setResult(done),
        onSettled: () => setAsking(false),
      },
    );

  return (
    <Dialog open onClose={onClose} fullScreen={isPhone} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{text.title(fromVersion, toVersion)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        {result ? (
          <Alert severity="success">{text.applied(result.applied, result.toVersion)}</Alert>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {text.intro}
          </Typography>
        )}
        <Box sx={{ height: 4 }}>{isLoading && <LinearProgress aria-label={text.loading} />}</Box>
        {shown && plans.length === 0 && <Typography>{text.empty}</Typography>}
        {plans.length > 0 && <Summary plans={plans} />}
        {steps.length > 0 && (
          <Box component="section" aria-label={text.mappings} sx={{ display: 'grid', gap: 1.5 }}>
            <Typography component="h3" variant="subtitle2">
              {text.mappings}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {text.mappingsHint}
            </Typography>
            {steps.map((step) => (
              <SelectField
                key={step.nodeKey}
                label={text.mapTo(step.title)}
                value={mappings[step.nodeKey] ?? null}
                options={step.options.map((o) => ({ value: o.key, label: o.title }))}
                noneLabel={text.noMapping}
                onChange={(to) => handleMap(step.nodeKey, to)}
                size="small"
                fullWidth
              />
            ))}
          </Box>
        )}
        {plans.length > 0 && <MigrationPlanList plans={plans} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.close}</Button>
        {!result && (
          <Button
            variant="contained"
            disabled={movable === 0 || plan.isFetching || plan.isPlaceholderData}
            onClick={() => setAsking(true)}
          >
            {text.apply}
          </Button>
        )}
      </DialogActions>
      <ConfirmDialog
        open={isAsking}
        title={text.applyTitle}
        text={text.applyText(movable, toVersion)}
        confirmLabel={text.apply}
        isPending={apply.isPending}
        onClose={() => setAsking(false)}
        onConfirm={handleApply}
      />
    </Dialog>
  );
}
