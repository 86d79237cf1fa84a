import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { parseExpression, printExpression } from '@darvazeh/shared';
import { functionMessages } from '../../lib/messages';
import { FieldNameMenu } from './field-name-menu';

const text = functionMessages.editor;

/** The text of a source that is one string literal (`'ثبت شد'` → ثبت شد), else null. */
export function literalText(source: string): string | null {
  const parsed = parseExpression(source);
  if (!parsed.ok || parsed.ast.kind !== 'literal' || typeof parsed.ast.value !== 'string') return null;
  return parsed.ast.value;
}

/** Quotes plain text as a source that evaluates to exactly that text. */
export function quoteText(value: string): string {
  return printExpression({ kind: 'literal', value, start: 0, end: 0 });
}

/** The parse problem of a non-blank source, with where it is; blank sources are the card's business. */
export function sourceProblem(source: string): string | null {
  if (source.trim() === '') return null;
  const parsed = parseExpression(source);
  return parsed.ok ? null : text.parseAt(parsed.error.message, parsed.error.offset);
}

interface SourceFieldProps {
  label: string;
  value: string | undefined;
  /** Called with the new source; undefined when an optional one is cleared. */
  onChange: (value: string | undefined) => void;
  optional?: boolean;
  /** Offers the plain-text mode, which quotes what is typed (a toast's text, an address). */
  allowPlain?: boolean;
  multiline?: boolean;
}

/**
 * An expression-language source with its parse problem shown under it as it is typed. With `allowPlain`,
 * a switch offers plain text: what is typed is shown as it is and stored quoted (`ثبت شد` → `'ثبت شد'`).
 */
export function SourceField({
  label,
  value = '',
  onChange,
  optional,
  allowPlain,
  multiline,
}: SourceFieldProps) {
  const [plain, setPlain] = useState(
    () => Boolean(allowPlain) && (value === '' || literalText(value) !== null),
  );
  const switchId = useId();
  const shownLabel = optional ? text.optional(label) : label;
  const emit = (next: string) => onChange(optional && next.trim() === '' ? undefined : next);

  if (plain) {
    const shown = literalText(value) ?? '';
    return (
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <TextField
          label={shownLabel}
          value={shown}
          size="small"
          multiline={multiline}
          helperText={shown === '' ? text.plainTextHint : undefined}
          onChange={(event) =>
            emit(event.target.value === '' && optional ? '' : quoteText(event.target.value))
          }
        />
        <PlainSwitch id={switchId} checked onChange={() => setPlain(false)} />
      </Box>
    );
  }
  const problem = sourceProblem(value);
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <TextField
        label={shownLabel}
        value={value}
        size="small"
        multiline={multiline}
        error={problem !== null}
        // The hint only while blank: a long function would otherwise repeat it under every source.
        helperText={problem ?? (value === '' ? text.sourceHint : undefined)}
        slotProps={{
          htmlInput: { dir: 'auto', spellCheck: false },
          input: {
            endAdornment: (
              <FieldNameMenu
                label={shownLabel}
                // A name joins what is typed with a space, so `age >=` and `age` become `age >= age`.
                onPick={(ename) => emit(value.trim() === '' ? ename : `${value.trimEnd()} ${ename}`)}
              />
            ),
          },
        }}
        onChange={(event) => emit(event.target.value)}
      />
      {allowPlain && (
        <PlainSwitch
          id={switchId}
          checked={false}
          onChange={() => {
            // A source that is not one literal becomes the text it was written as.
            if (value !== '' && literalText(value) === null) emit(quoteText(value));
            setPlain(true);
          }}
        />
      )}
    </Box>
  );
}

function PlainSwitch({ id, checked, onChange }: { id: string; checked: boolean; onChange: () => void }) {
  return (
    <FormControlLabel
      sx={{ justifySelf: 'start', mx: 0 }}
      control={<Switch id={id} size="small" checked={checked} onChange={onChange} />}
      label={text.plainText}
    />
  );
}
