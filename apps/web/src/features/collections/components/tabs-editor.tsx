import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { FormField } from '@darvazeh/shared';
import { useDesigner } from '../designer-context';
import { NestedFunctions } from './form-functions';
import type { ListAddress } from '../designer-edits';
import { collectionMessages } from '../../../lib/messages';

const text = collectionMessages.tabs;

interface TabsEditorProps {
  field: FormField;
  /** The field list editor of one tab (passed in, since that editor is what renders this one). */
  renderFields: (address: ListAddress) => ReactNode;
}

/** An expansion's tabs: add, rename and remove, each with its own fields and functions. */
export function TabsEditor({ field, renderFields }: TabsEditorProps) {
  const { dispatch } = useDesigner();
  const tabs = field.tabs ?? [];
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      <legend>{collectionMessages.fieldTypes.expansion}</legend>
      {tabs.map((tab, index) => (
        <Paper
          key={tab.id}
          variant="outlined"
          sx={{ p: 1.5, display: 'grid', gap: 1 }}
          data-testid="tab-editor"
        >
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <TextField
              size="small"
              label={text.name(index + 1)}
              value={tab.name}
              onChange={(event) =>
                dispatch({ type: 'renameTab', fieldId: field.id, tabId: tab.id, name: event.target.value })
              }
              sx={{ flex: 1 }}
            />
            <IconButton
              aria-label={text.remove(index + 1)}
              onClick={() => dispatch({ type: 'removeTab', fieldId: field.id, tabId: tab.id })}
            >
              <DeleteOutlined />
            </IconButton>
          </Box>
          {renderFields({ parentId: field.id, tabId: tab.id })}
          <NestedFunctions
            owner={{ fieldId: field.id, tabId: tab.id }}
            title={collectionMessages.functions.tabTitle(tab.name)}
            hint={collectionMessages.functions.tabHint}
            functions={tab.formInfo.functions}
          />
        </Paper>
      ))}
      <Button
        size="small"
        startIcon={<AddOutlined />}
        sx={{ justifySelf: 'start' }}
        onClick={() => dispatch({ type: 'addTab', fieldId: field.id })}
      >
        {text.add}
      </Button>
    </Box>
  );
}
