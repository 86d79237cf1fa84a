import Chip from '@mui/material/Chip';
import CloudOutlined from '@mui/icons-material/CloudOutlined';
import ComputerOutlined from '@mui/icons-material/ComputerOutlined';
import { functionMessages } from '../../lib/messages';

const text = functionMessages.editor;

/**
 * Where a function runs (SPEC §4's isServerSide): «اجرا در مرورگر» or «اجرا در سرور». The server's chip is
 * filled: the secondary colour's amber text on white is too faint to read (axe colour-contrast).
 */
export function FunctionSideChip({
  isServerSide,
  withIcon = false,
}: {
  isServerSide: boolean;
  withIcon?: boolean;
}) {
  const icon = isServerSide ? <CloudOutlined /> : <ComputerOutlined />;
  return (
    <Chip
      size={withIcon ? 'medium' : 'small'}
      {...(withIcon ? { icon } : {})}
      color={isServerSide ? 'secondary' : 'primary'}
      variant={isServerSide ? 'filled' : 'outlined'}
      label={isServerSide ? text.serverSide : text.browserSide}
      data-testid="flow-side"
    />
  );
}
