import Badge from '@mui/material/Badge';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import type { SvgIconComponent } from '@mui/icons-material';
import { toPersianDigits } from '@darvazeh/shared';
import { NavLink } from 'react-router';
import { shellMessages } from '../../lib/messages';

interface PanelMenuEntryProps {
  to: string;
  name: string;
  Icon: SvgIconComponent;
  isRail: boolean;
  /** The counter shown on the icon (its key names what it counts), or null for none. */
  badge: { count: number; key: string } | null;
}

/**
 * One entry of the panel's side menu: its icon (with a counter badge) and name, a link. The link's name
 * is its content in both widths — the name (hidden from sight in the rail, where a tooltip shows it) and
 * what the badge counts («۳ درخواست دریافتی»); the bare number on the icon is for the eye only.
 */
export function PanelMenuEntry({ to, name, Icon, isRail, badge }: PanelMenuEntryProps) {
  return (
    <ListItem disablePadding>
      <Tooltip title={isRail ? name : ''} placement="left" describeChild>
        <ListItemButton
          component={NavLink}
          to={to}
          end
          sx={{
            minHeight: 48,
            px: isRail ? 2 : 2.5,
            '&.active': { bgcolor: 'action.selected', color: 'primary.main' },
          }}
        >
          <ListItemIcon sx={{ minWidth: isRail ? 0 : 40, color: 'inherit' }}>
            {badge ? (
              <Badge
                color="error"
                badgeContent={toPersianDigits(badge.count)}
                data-testid={`badge-${badge.key}`}
                slotProps={{ badge: { 'aria-hidden': true } }}
              >
                <Icon />
              </Badge>
            ) : (
              <Icon />
            )}
          </ListItemIcon>
          <ListItemText primary={name} className={isRail ? 'visually-hidden' : undefined} />
          {badge && (
            <span className="visually-hidden">{shellMessages.panel.badge(badge.key, badge.count)}</span>
          )}
        </ListItemButton>
      </Tooltip>
    </ListItem>
  );
}
