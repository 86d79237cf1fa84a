import { Fragment, useState } from 'react';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { EXPRESSION_LABELS } from '@darvazeh/shared';
import { functionMessages } from '../../lib/messages';
import { EXPRESSION_GROUPS, EXPRESSION_ICONS } from './expression-icons';
import { useFlowEditor } from './flow-editor-context';

const text = functionMessages.editor;

interface AddExpressionButtonProps {
  /** The block the new expression goes into; null for the function's top level. */
  parentId: string | null;
  /** The accessible name when the button sits inside a block («افزودن عبارت درون اگر ۱»). */
  ariaLabel?: string;
}

/** «افزودن عبارت»: a menu of the 31 types in groups; the chosen one is appended to the list. */
export function AddExpressionButton({ parentId, ariaLabel }: AddExpressionButtonProps) {
  const { dispatch } = useFlowEditor();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        variant={parentId === null ? 'outlined' : 'text'}
        startIcon={<AddOutlined />}
        aria-label={ariaLabel}
        data-add-expression
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        sx={{ justifySelf: 'start' }}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {text.add}
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': text.addMenu, dense: true } }}
      >
        {EXPRESSION_GROUPS.map((group) => (
          <Fragment key={group.key}>
            <ListSubheader role="presentation" sx={{ lineHeight: 2.5 }}>
              {text.groups[group.key]}
            </ListSubheader>
            {group.types.map((type) => {
              const Icon = EXPRESSION_ICONS[type];
              return (
                <MenuItem
                  key={type}
                  onClick={() => {
                    setAnchor(null);
                    dispatch({ kind: 'append', parentId, type });
                  }}
                >
                  <ListItemIcon>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText>{EXPRESSION_LABELS[type]}</ListItemText>
                </MenuItem>
              );
            })}
          </Fragment>
        ))}
      </Menu>
    </>
  );
}
