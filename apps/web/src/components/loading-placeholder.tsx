import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { VISUALLY_HIDDEN } from './visually-hidden';

/**
 * A grey shape where something is loading, which a screen reader hears as `label` from a status region.
 * The shape itself is hidden from assistive technology: an aria-label on a role-less element is what
 * axe's aria-prohibited-attr refuses.
 */
export function LoadingPlaceholder({ label, height }: { label: string; height: number }) {
  return (
    <Box role="status">
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {label}
      </Box>
      <Skeleton variant="rounded" height={height} aria-hidden />
    </Box>
  );
}
