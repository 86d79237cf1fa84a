import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { AddRowButton } from '../../../components/editable-rows';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { FieldOption } from '@darvazeh/shared';
import { collectionMessages } from '../../../lib/messages';

const text = collectionMessages.options;

interface OptionsEditorProps {
  options: readonly FieldOption[];
  onChange: (options: FieldOption[]) => void;
}

/** A typed digit-only id stays a number, as the options of loaded definitions usually are. */
const optionId = (value: string): string | number => (/^\d{1,15}$/.test(value) ? Number(value) : value);

function nextId(options: readonly FieldOption[]): number {
  const numbers = options.map((option) => Number(option.id)).filter(Number.isFinite);
  return Math.max(0, ...numbers) + 1;
}

/** The options of a choice field: id and title each, added, removed and moved up or down. */
export function OptionsEditor({ options, onChange }: OptionsEditorProps) {
  const change = (index: number, patch: Partial<FieldOption>) =>
    onChange(options.map((option, i) => (i === index ? { ...option, ...patch } : option)));
  const move = (index: number, to: number) => {
    const next = [...options];
    const [option] = next.splice(index, 1);
    next.splice(to, 0, option as FieldOption);
    onChange(next);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
      <legend>{text.title}</legend>
      {options.map((option, index) => {
        const n = index + 1;
        return (
          <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <TextField
              size="small"
              label={text.id(n)}
              value={String(option.id)}
              onChange={(event) => change(index, { id: optionId(event.target.value) })}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
              sx={{ width: 110 }}
            />
            <TextField
              size="small"
              label={text.fname(n)}
              value={option.fname}
              onChange={(event) => change(index, { fname: event.target.value })}
              sx={{ flex: 1 }}
            />
            <IconButton
              size="small"
              aria-label={text.moveUp(n)}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            >
              <ArrowUpwardOutlined fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={text.moveDown(n)}
              disabled={index === options.length - 1}
              onClick={() => move(index, index + 1)}
            >
              <ArrowDownwardOutlined fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={text.remove(n)}
              onClick={() => onChange(options.filter((_, i) => i !== index))}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
      <AddRowButton
        size="small"
        label={text.add}
        onClick={() => {
          const id = nextId(options);
          onChange([...options, { id, fname: text.newName(id) }]);
        }}
      />
    </Box>
  );
}
