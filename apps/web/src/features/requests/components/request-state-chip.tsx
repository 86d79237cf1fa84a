import type { ChipProps } from '@mui/material/Chip';
import { REQUEST_STATE_LABELS, type RequestState } from '@darvazeh/shared';
import { StatusChip } from '../../../components/status-chip';

// No 'info': its blue on white falls short of the 4.5:1 contrast axe asks of a chip's label.
const COLORS: Record<RequestState, ChipProps['color']> = {
  running: 'primary',
  completed: 'success',
  rejected: 'error',
  cancelled: 'default',
};

/** A request's state as a chip with its Persian label (REQUEST_STATE_LABELS). */
export function RequestStateChip({ state }: { state: RequestState }) {
  return <StatusChip label={REQUEST_STATE_LABELS[state]} color={COLORS[state]} />;
}
