import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { joinKey, useAnswerSlice, useFormScope } from '../form-store';
import { FieldSection } from './field-section';
import { answerKey, type ContainerProps } from './field-props';
import { formMessages as m } from '../../../../lib/messages';

const rowCount = (value: unknown): number => (Array.isArray(value) ? value.length : 0);

/**
 * A table: rows of the columns in `subform.formFields`, answered as an array of row objects. The table
 * re-renders only when its row count changes; a cell re-renders alone when typed in.
 */
export function TableField(props: ContainerProps) {
  const { field, List } = props;
  const { store, readOnly } = useFormScope();
  const key = answerKey(props);
  const count = useAnswerSlice(key, rowCount);
  // Rows are keyed by position: every cell reads its answer from the store, so after a removal the
  // rows below simply show the answers that moved up.
  const indexes = Array.from({ length: count }, (_, index) => index);

  const rows = (): unknown[] => {
    const value = store.get(key);
    return Array.isArray(value) ? value : [];
  };
  const add = () => store.edit(key, [...rows(), {}]);
  const remove = (index: number) => {
    const next = rows().filter((_, i) => i !== index);
    store.edit(key, next.length ? next : null);
  };
  const columns = field.subform?.formFields ?? [];

  return (
    <FieldSection field={field}>
      {count === 0 && (
        <Typography variant="body2" color="text.secondary">
          {m.noRows}
        </Typography>
      )}
      {indexes.map((index) => (
        <Paper
          key={index}
          variant="outlined"
          component="fieldset"
          sx={{ p: 2, m: 0, display: 'grid', gap: 1, minWidth: 0 }}
        >
          <Box
            component="legend"
            sx={{ px: 1, display: 'flex', alignItems: 'center', gap: 1, typography: 'body2' }}
          >
            {m.row(index + 1)}
            {!readOnly && (
              <IconButton
                size="small"
                color="error"
                aria-label={m.removeRow(field.fname, index + 1)}
                onClick={() => remove(index)}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            )}
          </Box>
          <List fields={columns} base={joinKey(key, index)} />
        </Paper>
      ))}
      {!readOnly && (
        <Box>
          <Button startIcon={<AddIcon />} onClick={add} variant="outlined" size="small">
            {m.addRow}
          </Button>
        </Box>
      )}
    </FieldSection>
  );
}
