import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { StatusMessage } from '../../components/status-message';
import { messages } from '../../lib/messages';

/** The status page after signing out (e.g. back from the central identity provider). */
export default function LogoutPage() {
  return (
    <StatusMessage
      icon={<LogoutOutlined />}
      title={messages.logout.doneTitle}
      text={messages.logout.doneText}
      action={{ label: messages.logout.loginAgain, to: '/login' }}
    />
  );
}
