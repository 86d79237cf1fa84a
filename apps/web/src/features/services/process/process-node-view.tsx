import { memo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import type { ProcessNodeKind } from '@darvazeh/shared';
import { serviceMessages } from '../../../lib/messages';
import type { ProcessFlowNode } from './process-flow';
import { NODE_ICONS } from './node-icons';

/** Each kind's accent on the canvas (palette colours, readable on white). */
const ACCENT: Record<ProcessNodeKind, string> = {
  start: 'success.main',
  applicantForm: 'primary.main',
  providerTask: 'secondary.main',
  decision: 'warning.dark',
  parallelSplit: 'info.dark',
  parallelJoin: 'info.dark',
  function: 'text.primary',
  notification: 'primary.dark',
  statusChange: 'text.secondary',
  end: 'error.dark',
};

/**
 * One step on the canvas, read right to left: edges come in on its right side and leave on its left.
 * Its problems outline it in red and show their count.
 */
function ProcessNodeViewImpl({ data, selected }: NodeProps<ProcessFlowNode>) {
  const Icon = NODE_ICONS[data.kind];
  const hasProblems = data.problems > 0;
  return (
    <Box
      dir="rtl"
      sx={{
        width: 168,
        px: 1.5,
        py: 1,
        borderRadius: data.kind === 'decision' ? 3 : 1.5,
        bgcolor: 'background.paper',
        border: 2,
        borderColor: hasProblems ? 'error.main' : selected ? 'primary.main' : 'divider',
        boxShadow: selected ? 4 : 1,
        display: 'flex',
        gap: 1,
        alignItems: 'center',
      }}
    >
      {data.kind !== 'start' && <Handle type="target" position={Position.Right} />}
      <Icon sx={{ color: ACCENT[data.kind], flexShrink: 0 }} aria-hidden />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {data.title}
        </Typography>
        {data.subtitle && (
          <Typography variant="caption" color="text.secondary" component="div">
            {data.subtitle}
          </Typography>
        )}
      </Box>
      {hasProblems && (
        <Box
          sx={{ display: 'flex', alignItems: 'center', color: 'error.main', typography: 'caption' }}
          title={serviceMessages.process.problemCount(data.problems)}
        >
          <ErrorOutlined fontSize="small" aria-hidden />
        </Box>
      )}
      {data.kind !== 'end' && <Handle type="source" position={Position.Left} />}
    </Box>
  );
}

export const ProcessNodeView = memo(ProcessNodeViewImpl);
