// The parts of a system's OpenID Connect settings form: lists of addresses, groups of choices and the
// kind of client (a server that keeps a secret, or a mobile or single-page app that cannot).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/DeleteOutlined';
import { oidcMessages as text } from '../../../lib/messages';

/** An address field's input: left to right, a URL keyboard, no spelling check. */
export const ltr = { htmlInput: { dir: 'ltr', inputMode: 'url', spellCheck: false } } as const;

/** An editable list of URLs: one field per address, a button to add one and one to remove each. */
export function UriList(props: {
  label: string;
  name: string;
  value: string[];
  error: string | undefined;
  onChange: (value: string[]) => void;
}) {
  const { label, name, value, error, onChange } = props;
  return (
    <FormControl component="fieldset" error={error !== undefined} sx={{ display: 'grid', gap: 1 }}>
      <FormLabel component="legend">{label}</FormLabel>
      {value.map((uri, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            size="small"
            fullWidth
            name={`${name}-${i}`}
            label={text.uri(i + 1)}
            value={uri}
            onChange={(event) => onChange(value.map((old, j) => (j === i ? event.target.value : old)))}
            slotProps={ltr}
          />
          <IconButton
            aria-label={text.removeUri(i + 1)}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
          >
            <Delete />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button size="small" startIcon={<Add />} onClick={() => onChange([...value, ''])}>
          {text.addUri}
        </Button>
      </Box>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/** A group of checkboxes, one per item of `all`, named in Persian by `names`. */
export function Choices<T extends string>(props: {
  label: string;
  all: readonly T[];
  names: Record<string, string>;
  value: T[];
  error: string | undefined;
  onChange: (value: T[]) => void;
}) {
  const { label, all, names, value, error, onChange } = props;
  return (
    <FormControl component="fieldset" error={error !== undefined}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup>
        {all.map((item) => (
          <FormControlLabel
            key={item}
            label={names[item]}
            control={
              <Checkbox
                checked={value.includes(item)}
                onChange={(_event, on) => onChange(on ? [...value, item] : value.filter((v) => v !== item))}
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/**
 * Whether the system is a public client: a mobile or single-page app, which cannot keep a secret and so
 * gets none (it signs users in with PKCE alone), or a server that keeps one.
 */
export function ClientKindField(props: { value: boolean; onChange: (publicClient: boolean) => void }) {
  const { value, onChange } = props;
  return (
    <FormControl>
      <FormLabel id="oidc-client-kind">{text.clientKind}</FormLabel>
      <RadioGroup
        aria-labelledby="oidc-client-kind"
        value={value ? 'public' : 'confidential'}
        onChange={(event) => onChange(event.target.value === 'public')}
      >
        <FormControlLabel value="confidential" control={<Radio />} label={text.confidentialClient} />
        <FormControlLabel value="public" control={<Radio />} label={text.publicClient} />
      </RadioGroup>
      <FormHelperText>{value ? text.publicClientHint : text.confidentialClientHint}</FormHelperText>
    </FormControl>
  );
}
