import { useIsLoading } from '../lib/loading-store';
import styles from './global-loading-bar.module.css';
import { commonMessages } from '../lib/messages';

interface GlobalLoadingBarProps {
  /** True while the router loads a page; API calls in flight are read from the loading store. */
  isNavigating?: boolean;
}

/** A thin bar across the top of the screen while a page or any API call is loading. */
export function GlobalLoadingBar({ isNavigating = false }: GlobalLoadingBarProps) {
  const isCalling = useIsLoading();
  if (!isNavigating && !isCalling) return null;
  return (
    <div
      role="progressbar"
      aria-label={commonMessages.loading}
      data-testid="global-loading"
      className={styles.bar}
    />
  );
}
