import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';

/** Props of a link of the visitor pages: an app route (`to`) or, without it, an outside address (`href`). */
export type SiteLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string };

/** An app route through the router, or a plain link to anywhere else. */
export function SiteLink({ to, ...rest }: SiteLinkProps) {
  return to === undefined ? <a {...rest} /> : <Link to={to} {...rest} />;
}
