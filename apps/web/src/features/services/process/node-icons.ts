import type { SvgIconComponent } from '@mui/icons-material';
import AltRouteOutlined from '@mui/icons-material/AltRouteOutlined';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import CallMergeOutlined from '@mui/icons-material/CallMergeOutlined';
import CallSplitOutlined from '@mui/icons-material/CallSplitOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import FunctionsOutlined from '@mui/icons-material/FunctionsOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import type { ProcessNodeKind } from '@darvazeh/shared';

/** Each node kind's icon, on the canvas, in the palette and in the node list. */
export const NODE_ICONS: Record<ProcessNodeKind, SvgIconComponent> = {
  start: PlayCircleOutlined,
  applicantForm: DescriptionOutlined,
  providerTask: AssignmentIndOutlined,
  decision: AltRouteOutlined,
  parallelSplit: CallSplitOutlined,
  parallelJoin: CallMergeOutlined,
  function: FunctionsOutlined,
  notification: NotificationsOutlined,
  statusChange: LabelOutlined,
  end: FlagOutlined,
};
