import type { PublicSystem } from '../types';
import { SystemCard } from './system-card';
import styles from './system-grid.module.css';

/** System cards in a responsive grid: one column on phones, up to four on wide screens. */
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
