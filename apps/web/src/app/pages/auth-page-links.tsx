import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { commonMessages } from '../../lib/messages';

/** The links under a sign-in card's form (to where, and the words), then «بازگشت به صفحه اصلی». */
export function AuthPageLinks({ links }: { links: readonly { to: string; text: string }[] }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', columnGap: 3, rowGap: 1, mt: 2 }}>
      {[...links, { to: '/', text: commonMessages.backHome }].map((link) => (
        <Link key={link.to} component={RouterLink} to={link.to} underline="hover" variant="body2">
          {link.text}
        </Link>
      ))}
    </Box>
  );
}
