import LinearProgress from '@mui/material/LinearProgress';
import { useIsLoading } from '../lib/loading-store';

interface GlobalLoadingBarProps {
  /** True while the router loads a page; API calls in flight are read from the loading store. */
  isNavigating?: boolean;
}

/** A thin bar across the top of the screen while a page or any API call is loading. */
export function GlobalLoadingBar({ isNavigating = false }: GlobalLoadingBarProps) {
  const isCalling = useIsLoading();
  if (!isNavigating && !isCalling) return null;
  return (
    <LinearProgress
      color="secondary"
      data-testid="global-loading"
      sx={{ position: 'fixed', top: 0, insetInline: 0, height: 3, zIndex: (theme) => theme.zIndex.tooltip }}
    />
  );
}
