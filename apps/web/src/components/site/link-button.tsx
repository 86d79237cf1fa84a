import type { AnchorHTMLAttributes, ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './button.module.css';

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

type LinkButtonProps = ButtonLook &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'> & {
    /** An app route; without it the link goes to `href`. */
    to?: string;
    children: ReactNode;
  };

/** A link drawn as a button: an app route (`to`) or an outside address (`href`). */
export function LinkButton({
  to,
  href,
  variant,
  color,
  size,
  className,
  children,
  ...rest
}: LinkButtonProps) {
  const classes = buttonClass({ variant, color, size }, className);
  if (to !== undefined) {
    return (
      <Link to={to} className={classes} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={classes} {...rest}>
      {children}
    </a>
  );
}

type PlainButtonProps = ButtonLook & Omit<ComponentProps<'button'>, 'color'> & { children: ReactNode };

/** A button of the visitor pages. */
export function PlainButton({ variant, color, size, className, type = 'button', ...rest }: PlainButtonProps) {
  return <button type={type} className={buttonClass({ variant, color, size }, className)} {...rest} />;
}
