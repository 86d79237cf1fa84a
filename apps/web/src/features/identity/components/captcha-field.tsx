import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Refresh from '@mui/icons-material/Refresh';
import type { CaptchaResponse } from '@darvazeh/shared';
import { identityMessages } from '../../../lib/messages';

interface CaptchaFieldProps {
  captcha: CaptchaResponse | undefined;
  isFetching: boolean;
  /** The last fetch failed (its toast is already shown); the refresh button tries again. */
  hasFailed?: boolean;
  /** The server asked for an answer: the box shows even with captcha off (then without an image). */
  isRequested?: boolean;
  /** Takes the focus when it appears, as when the server has just asked for it. */
  autoFocus?: boolean;
  onRefresh: () => void;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * The captcha image with a refresh button and the answer box; when the server turned captcha off,
 * nothing, or only the box if the server asked for an answer anyway.
 */
export function CaptchaField(props: CaptchaFieldProps) {
  const { captcha, isFetching, hasFailed = false, isRequested = false, onRefresh, value, onChange } = props;
  const isOff = captcha?.enabled === false;
  if (isOff && !isRequested) return null;
  const label = identityMessages.credentials.captchaRefresh;
  const error =
    props.error ?? (hasFailed && !isFetching ? identityMessages.credentials.captchaFailed : undefined);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label={identityMessages.credentials.captcha}
        name="captchaCode"
        autoComplete="off"
        required
        autoFocus={props.autoFocus}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error !== undefined}
        helperText={error}
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'text', maxLength: 20 } }}
        sx={{ flex: 1, minWidth: 0 }}
      />
      {!isOff && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: 56 }}>
          {captcha && !isFetching ? (
            <Box
              component="img"
              src={captcha.image}
              alt={identityMessages.credentials.captchaImage}
              sx={{
                height: 48,
                width: 140,
                objectFit: 'contain',
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
              }}
            />
          ) : (
            <Skeleton variant="rounded" width={140} height={48} />
          )}
          <Tooltip title={label}>
            <span>
              <IconButton aria-label={label} onClick={onRefresh} disabled={isFetching}>
                <Refresh />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      )}
    </Box>
  );
}
