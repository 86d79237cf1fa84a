import { messages } from '../lib/messages';
import styles from './loading-screen.module.css';

/** A centred spinner filling the screen: the loading layout and the first-load fallback. */
export function LoadingScreen() {
  return (
    <div role="status" aria-label={messages.loading} className={styles.screen}>
      <div className={styles.spinner} />
    </div>
  );
}
