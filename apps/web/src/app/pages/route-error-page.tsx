import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorIcon } from '../../components/site/icons';
import { PlainButton } from '../../components/site/link-button';
import styles from './route-error-page.module.css';
import { shellMessages } from '../../lib/messages';

/**
 * What the router shows when a page fails to load or render, e.g. a chunk missing after a deployment.
 * Plain HTML and CSS: it must show even when the failed chunk is the one with MUI in it.
 */
export function RouteErrorPage() {
  const error = useRouteError();

  useEffect(() => {
    console.error('Route failed', error);
  }, [error]);

  return (
    <div role="alert" className={styles.page}>
      <div className={styles.content}>
        <ErrorIcon size={72} className={styles.icon} />
        <h1 className={styles.title}>{shellMessages.routeError.title}</h1>
        <PlainButton variant="contained" color="primary" onClick={() => window.location.reload()}>
          {shellMessages.routeError.reload}
        </PlainButton>
      </div>
    </div>
  );
}
