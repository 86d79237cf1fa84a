import { ExternalIcon } from '../../../components/site/icons';
import { imageUrl } from '../../../lib/file-urls';
import type { PublicSystem } from '../types';
import styles from './system-card.module.css';
import { ssoMessages as text } from '../../../lib/messages';

/** The logo's box in CSS pixels; width and height are set so nothing moves when it loads. */
export const SYSTEM_LOGO_SIZE = 56;

interface SystemCardProps {
  system: PublicSystem;
  /** The card title's heading level, one below the heading it sits under. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/**
 * A connected system's card: logo (or its initial), name and description; the whole card opens the
 * system's home URL in a new tab, without giving that page a handle on ours (noopener noreferrer).
 * Plain HTML and CSS: the home page shows it to visitors.
 */
export function SystemCard({ system, headingLevel: Heading = 'h3' }: SystemCardProps) {
  return (
    <article data-testid="system-card" className={styles.card}>
      <a href={system.homeUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
        {system.logoFileId ? (
          <img
            src={imageUrl(system.logoFileId, 160)}
            alt={text.logoAlt(system.name)}
            width={SYSTEM_LOGO_SIZE}
            height={SYSTEM_LOGO_SIZE}
            loading="lazy"
            decoding="async"
            className={styles.logo}
          />
        ) : (
          <span aria-hidden className={styles.initial}>
            {[...system.name][0]}
          </span>
        )}
        <div className={styles.body}>
          <Heading className={styles.name}>{system.name}</Heading>
          {system.description && <p className={styles.description}>{system.description}</p>}
        </div>
        <ExternalIcon size={18} className={styles.external} />
        <span className="visually-hidden">{text.opensInNewTab}</span>
      </a>
    </article>
  );
}
