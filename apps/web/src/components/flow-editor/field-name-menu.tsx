import { useContext, useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import { functionMessages } from '../../lib/messages';
import { FlowEditorContext } from './flow-editor-context';

const text = functionMessages.editor;

interface FieldNameMenuProps {
  /** The source's label, so each field's button says which source it writes into. */
  label: string;
  /** Writes the chosen field's English name into the source. */
  onPick: (ename: string) => void;
}

/**
 * The fields a source may read, offered by their Persian names: choosing one writes its English name
 * (ename), which is how the expression language reads a field. Nothing outside a flow editor or when no
 * field has an English name.
 */
export function FieldNameMenu({ label, onPick }: FieldNameMenuProps) {
  const fields = useContext(FlowEditorContext)?.fields.filter((field) => field.ename !== '') ?? [];
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (fields.length === 0) return null;
  return (
    <InputAdornment position="end">
      <IconButton
        size="small"
        edge="end"
        aria-label={text.insertField(label)}
        title={text.insertField(label)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <PlaylistAddOutlined fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {fields.map((field) => (
          <MenuItem
            key={field.id}
            onClick={() => {
              setAnchor(null);
              onPick(field.ename);
            }}
          >
            {field.fname || field.ename}
          </MenuItem>
        ))}
      </Menu>
    </InputAdornment>
  );
}
