import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useDesigner } from '../designer-context';
import { SwitchField } from '../../../components/switch-field';
import { collectionMessages, formMessages } from '../../../lib/messages';

const text = collectionMessages.steps;

/** The form's steps (add, rename, remove) and the confirm step switch; fields pick their step themselves. */
export function StepsEditor({ hasConfirmStep }: { hasConfirmStep: boolean }) {
  const { dispatch, steps } = useDesigner();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      <legend>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {formMessages.steps}
        </Typography>
      </legend>
      <Typography variant="body2" color="text.secondary">
        {text.hint}
      </Typography>
      {steps.map((step, index) => (
        <Box key={step.id} sx={{ display: 'flex', gap: 1, alignItems: 'center' }} data-testid="step-editor">
          <TextField
            size="small"
            label={text.name(index + 1)}
            value={step.name ?? ''}
            onChange={(event) => dispatch({ type: 'renameStep', stepId: step.id, name: event.target.value })}
            sx={{ flex: 1 }}
          />
          <IconButton
            aria-label={text.remove(index + 1)}
            onClick={() => dispatch({ type: 'removeStep', stepId: step.id })}
          >
            <DeleteOutlined />
          </IconButton>
        </Box>
      ))}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Button size="small" startIcon={<AddOutlined />} onClick={() => dispatch({ type: 'addStep' })}>
          {text.add}
        </Button>
        <SwitchField
          label={text.confirmStep}
          checked={hasConfirmStep}
          onChange={(value) => dispatch({ type: 'setConfirmStep', value })}
        />
      </Box>
    </Box>
  );
}
