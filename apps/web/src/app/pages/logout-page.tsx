import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { useSearchParams } from 'react-router';
import { StatusMessage } from '../../components/status-message';
import { identityMessages } from '../../lib/messages';

/**
 * The status page after signing out (e.g. back from the central identity provider, or at the end of a
 * single logout: `?partial=1` when a connected system did not confirm it).
 */
export default function LogoutPage() {
  const [search] = useSearchParams();
  const partial = search.get('partial') === '1';
  return (
    <StatusMessage
      icon={<LogoutOutlined />}
      title={identityMessages.logout.doneTitle}
      text={partial ? identityMessages.logout.partialText : identityMessages.logout.doneText}
      action={{ label: identityMessages.logout.loginAgain, to: '/login' }}
    />
  );
}
