import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Link as RouterLink } from 'react-router';
import { SSO_CATEGORY_IDS } from '@darvazeh/shared';
import { pathTo } from '../../../lib/paths';
import { ssoMessages } from '../../../lib/messages';

const text = ssoMessages.admin;

/** «سامانه جدید»: a menu of the three categories, each opening `/panel/sso/new/{categoryId}`. */
export function NewSystemButton() {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddOutlined />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {text.create}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': text.createMenu } }}
      >
        {SSO_CATEGORY_IDS.map((id) => (
          <MenuItem key={id} component={RouterLink} to={pathTo('sso-new', { categoryId: id })} dir="ltr">
            {ssoMessages.categories[id]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
