import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CreateLink } from '../../../components/list-toolbar';
import { serviceMessages } from '../../../lib/messages';

const text = serviceMessages.basket;

/**
 * «خدمت جدید»: a link once a sub category is chosen; until then a disabled button with the reason beside
 * it, on the page for everyone (a hover title reaches neither touch screens nor screen readers) and tied
 * to the button as its description.
 */
export function NewServiceAction({ to }: { to: string | null }) {
  const reasonId = useId();
  if (to) return <CreateLink label={text.newService} to={to} />;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Button variant="contained" disabled aria-describedby={reasonId}>
        {text.newService}
      </Button>
      <Typography id={reasonId} variant="body2" color="text.secondary">
        {text.newServiceHint}
      </Typography>
    </Box>
  );
}
