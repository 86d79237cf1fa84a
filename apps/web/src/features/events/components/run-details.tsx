import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { toPersianDigits, type EventOnLogItem } from '@darvazeh/shared';
import { StatusChip } from '../../../components/status-chip';
import { eventMessages } from '../../../lib/messages';
import { KeyValueTable } from '../../../components/key-value-table';
import { readableValue } from '../../../lib/readable-value';

const text = eventMessages;

/** How a run ended, as a chip. */
export function OutcomeChip({ run }: { run: Pick<EventOnLogItem, 'outcome' | 'diagnostics'> }) {
  const color = run.outcome === 'success' ? 'success' : run.outcome === 'failed' ? 'error' : 'default';
  return <StatusChip color={color} label={text.outcomes[run.outcome]} title={run.diagnostics.join('\n')} />;
}

/** A run's values (the `new` it ran with, what its function answered) as name and value rows. */
function rowsOf(value: unknown): { key: string; value: string }[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).map(([key, item]) => ({
    key,
    value: readableValue(item),
  }));
}

/** One run: outcome, messages, the values it started with and those its function answered. */
export function RunDetails({ run }: { run: EventOnLogItem }) {
  const input = (run.input ?? {}) as { variables?: { new?: unknown } };
  const output = (run.output ?? {}) as { variables?: unknown };
  return (
    <Box sx={{ display: 'grid', gap: 1 }} role="status">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <OutcomeChip run={run} />
        <Typography variant="body2">{run.summary}</Typography>
        <Typography variant="body2" color="text.secondary">
          {text.duration}: {toPersianDigits(String(run.durationMs))}
        </Typography>
      </Box>
      {run.diagnostics.length > 0 && (
        <Box component="ul" sx={{ m: 0, ps: 3 }} aria-label={text.diagnostics}>
          {run.diagnostics.map((message, i) => (
            <li key={i}>
              <Typography variant="body2">{message}</Typography>
            </li>
          ))}
        </Box>
      )}
      <Typography variant="subtitle2">{text.input}</Typography>
      <KeyValueTable label={text.input} rows={rowsOf(input.variables?.new)} />
      {run.output !== null && (
        <>
          <Typography variant="subtitle2">{text.output}</Typography>
          <KeyValueTable label={text.output} rows={rowsOf(output.variables)} />
        </>
      )}
    </Box>
  );
}
