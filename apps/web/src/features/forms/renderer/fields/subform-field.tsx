import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { displayKey } from '@darvazeh/shared';
import { joinKey, useAnswer, useFormScope } from '../form-store';
import { answerKey, type ContainerProps } from './field-props';
import { commonMessages, formMessages as m } from '../../../../lib/messages';

/** The subform's fields inline, in a titled frame. */
function Inline(props: ContainerProps) {
  const { field, List } = props;
  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: 2, m: 0, display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ px: 1 }}>
        {field.fname}
        {field.required && ' *'}
      </Typography>
      <List fields={field.subform?.formFields ?? []} base={answerKey(props)} />
    </Paper>
  );
}

/** A button opening the subform in a dialog. */
function Popup(props: ContainerProps) {
  const { field, List } = props;
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <Box>
      <Button variant="outlined" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {m.showSubform(field.fname)}
        {field.required && ' *'}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="md">
        <DialogTitle id={titleId}>{field.fname}</DialogTitle>
        <DialogContent>
          {/* Padding inside the content: MUI zeroes the content's own top padding under a title, which
              clipped the first outlined field's floating label. */}
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            <List fields={field.subform?.formFields ?? []} base={answerKey(props)} />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{commonMessages.close}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** A switch `display-{id}` in the parent form; the subform shows (and is checked) while it is on. */
function ParentToggled(props: ContainerProps) {
  const { field, base } = props;
  const { readOnly } = useFormScope();
  const [flag, setFlag] = useAnswer(joinKey(base, displayKey(field.id)));
  const on = flag === true || flag === 'true' || flag === 1;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <FormControlLabel
        disabled={readOnly}
        control={<Switch checked={on} onChange={(_, checked) => setFlag(checked)} />}
        label={m.showSubform(field.fname)}
      />
      {on && <Inline {...props} />}
    </Box>
  );
}

/** A subform shown per its triggerDisplay.displayType: notHide inline, popup, parent (switch) or other (hidden). */
export function SubformField(props: ContainerProps) {
  switch (props.field.subform?.triggerDisplay?.displayType ?? 'notHide') {
    case 'notHide':
      return <Inline {...props} />;
    case 'popup':
      return <Popup {...props} />;
    case 'parent':
      return <ParentToggled {...props} />;
    default:
      return null;
  }
}
