import GppBadOutlined from '@mui/icons-material/GppBadOutlined';
import { StatusMessage } from '../../components/status-message';
import { messages } from '../../lib/messages';

/** The 403 page, shared by the access-denied and forbidden routes. */
export default function ForbiddenPage() {
  return (
    <StatusMessage
      icon={<GppBadOutlined />}
      title={messages.forbidden.title}
      text={messages.forbidden.text}
      action={{ label: messages.forbidden.backHome, to: '/' }}
    />
  );
}
