import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A signature image under its caption, on white (a drawn signature is a transparent PNG). */
export function SignatureImage({ src, caption, alt }: { src: string; caption: string; alt: string }) {
  return (
    <>
      <Typography variant="caption" color="text.secondary">
        {caption}
      </Typography>
      <Box
        component="img"
        src={src}
        alt={alt}
        sx={{
          maxWidth: 'min(360px, 100%)',
          maxHeight: 160,
          objectFit: 'contain',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'common.white',
        }}
      />
    </>
  );
}
