import { useHomeSystems } from '../api/home-systems';
import { SystemGrid } from './system-grid';
import styles from './home-systems.module.css';
import { ssoMessages as text } from '../../../lib/messages';

/**
 * The home page's systems (heading «سامانه‌ها»): one grid of every system when displaySystemsBaseOn
 * shows `all`, then one titled grid per unit for `unitType`; nothing at all when there is none to show.
 */
export function HomeSystems() {
  const { data } = useHomeSystems();
  const all = data?.all ?? [];
  const byUnit = data?.byUnit ?? [];
  if (all.length === 0 && byUnit.length === 0) return null;
  return (
    <section aria-labelledby="home-systems-title" data-testid="home-systems" className={styles.section}>
      <h2 id="home-systems-title" className={styles.title}>
        {text.home.title}
      </h2>
      {all.length > 0 && <SystemGrid systems={all} />}
      {byUnit.map(({ unit, systems }) => (
        <section
          key={unit.id}
          aria-labelledby={`home-systems-unit-${unit.id}`}
          data-testid="home-systems-unit"
          className={styles.group}
        >
          <h3 id={`home-systems-unit-${unit.id}`} className={styles.unit}>
            {unit.name}
          </h3>
          <SystemGrid systems={systems} headingLevel="h4" />
        </section>
      ))}
    </section>
  );
}
