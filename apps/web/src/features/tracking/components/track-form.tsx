import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { trackRequestBody } from '@darvazeh/shared';
import { SchemaForm } from '../../../components/schema-form';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { trackFailureText, useTrackRequest, type TrackedRequest } from '../api/track-request';
import { routeNames, trackingMessages as text } from '../../../lib/messages';

interface TrackFormProps {
  /** The request found, or null when a new search starts. */
  onFound: (request: TrackedRequest | null) => void;
}

/** The tracking code (Persian digits and spaces accepted) and the applicant's mobile, national ID or username. */
export function TrackForm({ onFound }: TrackFormProps) {
  const track = useTrackRequest();
  const form = useSchemaForm({
    initial: { trackingCode: '', identity: '' },
    schema: trackRequestBody,
    announceErrors: false,
    onValid: (body) => {
      onFound(null);
      track.mutate(body, { onSuccess: onFound });
    },
  });
  const { text: bind } = form;
  return (
    <SchemaForm form={form} aria-label={routeNames.trackRequest} sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{text.intro}</Typography>
      <TextField
        label={text.code}
        {...bind('trackingCode', text.codeHint)}
        required
        autoComplete="off"
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 20 } }}
      />
      <TextField
        label={text.identity}
        {...bind('identity')}
        required
        autoComplete="username"
        slotProps={{ htmlInput: { dir: 'ltr', maxLength: 100 } }}
      />
      {track.isError && <Alert severity="error">{trackFailureText(track.error)}</Alert>}
      <Box>
        <Button type="submit" variant="contained" size="large" loading={track.isPending}>
          {text.submit}
        </Button>
      </Box>
    </SchemaForm>
  );
}
