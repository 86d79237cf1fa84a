import type { PublicSystem } from '../types';
import { SystemCard } from './system-card';
import styles from './system-grid.module.css';

/** System cards in a grid of as many columns of 260 px or more as fit; one on phones. */
export function SystemGrid({
  systems,
  headingLevel,
}: {
  systems: readonly PublicSystem[];
  headingLevel?: 'h2' | 'h3' | 'h4';
}) {
  return (
    <ul className={styles.grid}>
      {systems.map((system) => (
        <li key={system.id}>
          <SystemCard system={system} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
