import styles from './loading-screen.module.css';
import { commonMessages } from '../lib/messages';

/** A centred spinner filling the screen: the loading layout and the first-load fallback. */
export function LoadingScreen() {
  return (
    <div role="status" aria-label={commonMessages.loading} className={styles.screen}>
      <div className={styles.spinner} />
    </div>
  );
}
