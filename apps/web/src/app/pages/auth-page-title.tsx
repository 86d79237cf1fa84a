import Typography from '@mui/material/Typography';

/** The heading of a page inside the sign-in card. */
export function AuthPageTitle({ children }: { children: string }) {
  return (
    <Typography component="h1" variant="h6" sx={{ fontWeight: 700, textAlign: 'center', mt: 3, mb: 2 }}>
      {children}
    </Typography>
  );
}
