import type { ComponentProps, ReactNode } from 'react';
import styles from './button.module.css';
import { SiteLink, type SiteLinkProps } from './site-link';

/** How a visitor-page button looks: MUI's text and contained buttons, or a round icon button. */
export interface ButtonLook {
  variant?: 'text' | 'contained' | 'icon';
  color?: 'inherit' | 'primary' | 'secondary';
  size?: 'medium' | 'large';
}

/** The class names of a button with that look, plus any of the caller's. */
export function buttonClass(
  { variant = 'text', color = 'inherit', size = 'medium' }: ButtonLook,
  extra?: string,
) {
  return [
    styles.button,
    variant !== 'text' && styles[variant],
    color !== 'inherit' && styles[color],
    size === 'large' && styles.large,
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

type LinkButtonProps = ButtonLook & Omit<SiteLinkProps, 'color'> & { children: ReactNode };

/** A link drawn as a button: an app route (`to`) or an outside address (`href`). */
export function LinkButton({ variant, color, size, className, ...rest }: LinkButtonProps) {
  return <SiteLink className={buttonClass({ variant, color, size }, className)} {...rest} />;
}

type PlainButtonProps = ButtonLook & Omit<ComponentProps<'button'>, 'color'> & { children: ReactNode };

/** A button of the visitor pages. */
export function PlainButton({ variant, color, size, className, type = 'button', ...rest }: PlainButtonProps) {
  return <button type={type} className={buttonClass({ variant, color, size }, className)} {...rest} />;
}
