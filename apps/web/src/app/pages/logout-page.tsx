import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { StatusMessage } from '../../components/status-message';
import { identityMessages } from '../../lib/messages';

/** The status page after signing out (e.g. back from the central identity provider). */
export default function LogoutPage() {
  return (
    <StatusMessage
      icon={<LogoutOutlined />}
      title={identityMessages.logout.doneTitle}
      text={identityMessages.logout.doneText}
      action={{ label: identityMessages.logout.loginAgain, to: '/login' }}
    />
  );
}
