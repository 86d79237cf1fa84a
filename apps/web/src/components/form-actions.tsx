import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { commonMessages } from '../lib/messages';

interface FormActionsProps {
  /** The link back to the list, and its text. */
  back: { label: string; to: string };
  /** The save is under way. */
  isPending: boolean;
}

/** The end of a page form: back to the list, and save (the form's submit). */
export function FormActions({ back, isPending }: FormActionsProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
      <Button component={RouterLink} to={back.to}>
        {back.label}
      </Button>
      <Button type="submit" variant="contained" loading={isPending}>
        {commonMessages.save}
      </Button>
    </Box>
  );
}
