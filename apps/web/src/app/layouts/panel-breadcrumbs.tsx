import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import { Link as RouterLink, useMatches } from 'react-router';
import { routeName } from '../route-meta';
import type { RouteMeta } from '../routes';
import { shellMessages } from '../../lib/messages';

/** The trail of named routes down to the current page; every step but the last is a link. */
export function PanelBreadcrumbs() {
  const crumbs = useMatches().flatMap((match) => {
    const meta = match.handle as RouteMeta | undefined;
    const name = meta && routeName(meta, match.params);
    return name ? [{ id: match.id, name, to: match.pathname }] : [];
  });
  return (
    <Breadcrumbs
      aria-label={shellMessages.panel.breadcrumbs}
      separator={<NavigateBefore fontSize="small" />}
      sx={{ color: 'inherit', '& .MuiBreadcrumbs-separator': { color: 'inherit', opacity: 0.7 } }}
    >
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <Typography key={crumb.id} color="inherit" aria-current="page" sx={{ fontWeight: 700 }}>
            {crumb.name}
          </Typography>
        ) : (
          <Link key={crumb.id} component={RouterLink} to={crumb.to} color="inherit" underline="hover">
            {crumb.name}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
