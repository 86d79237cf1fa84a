import { useRef } from 'react';
import { screenImageUrl } from '../../lib/file-urls';
import { useNearViewport } from '../../lib/use-near-viewport';
import styles from './home-page.module.css';

/**
 * The home page's parallax band (general setting parallex). A CSS background loads as soon as it is
 * styled, wherever it is on the page; this one is styled only when the band nears the viewport, so the
 * photo does not compete with the first screen's.
 */
export function ParallaxBand({ id }: { id: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return (
    <div
      ref={ref}
      data-testid="home-parallax"
      className={styles.parallax}
      style={near ? { backgroundImage: `url("${screenImageUrl(id)}")` } : undefined}
    />
  );
}
