import Chip, { type ChipProps } from '@mui/material/Chip';

interface StatusChipProps {
  label: string;
  /** Green for a state that is on or went well; grey (default) otherwise. */
  color?: ChipProps['color'];
  /** The whole story behind the state (an error message), as a tooltip. */
  title?: string;
}

/** A row's state in a table cell: a small outlined chip. */
export function StatusChip({ label, color = 'default', title }: StatusChipProps) {
  return <Chip size="small" variant="outlined" color={color} label={label} title={title} />;
}
