import GppBadOutlined from '@mui/icons-material/GppBadOutlined';
import { MuiFrame } from '../../components/mui-frame';
import { StatusMessage } from '../../components/status-message';
import { messages } from '../../lib/messages';

/**
 * The 403 page, shared by the access-denied and forbidden routes: in the public frame, with the MUI frame
 * its message needs.
 */
export default function ForbiddenPage() {
  return (
    <MuiFrame>
      <StatusMessage
        icon={<GppBadOutlined />}
        title={messages.forbidden.title}
        text={messages.forbidden.text}
        action={{ label: messages.forbidden.backHome, to: '/' }}
      />
    </MuiFrame>
  );
}
