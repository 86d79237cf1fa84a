import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { FIELD_TYPES, type FieldType } from '@darvazeh/shared';
import { collectionMessages } from '../../../lib/messages';

const text = collectionMessages.designer;

/** The palette of all 23 field types: one button each, adding a field of that type to the form. */
export function FieldPalette({ onAdd }: { onAdd: (type: FieldType) => void }) {
  return (
    <Box
      role="group"
      aria-label={text.addField}
      data-testid="field-palette"
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))' }}
    >
      {FIELD_TYPES.map((type) => (
        <Button
          key={type}
          size="small"
          variant="outlined"
          aria-label={text.addTo(collectionMessages.fieldTypes[type])}
          onClick={() => onAdd(type)}
          sx={{ justifyContent: 'flex-start' }}
        >
          {collectionMessages.fieldTypes[type]}
        </Button>
      ))}
    </Box>
  );
}

/** A compact palette for a nested list: a button opening a menu of the 23 types. */
export function AddFieldMenu({ label, onAdd }: { label: string; onAdd: (type: FieldType) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        startIcon={<AddOutlined />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ justifySelf: 'start' }}
      >
        {label}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {FIELD_TYPES.map((type) => (
          <MenuItem
            key={type}
            onClick={() => {
              setAnchor(null);
              onAdd(type);
            }}
          >
            {collectionMessages.fieldTypes[type]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
