import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { useSearchParams } from 'react-router';
import { StatusMessage } from '../../components/status-message';
import { ssoMessages } from '../../lib/messages';

const text = ssoMessages.blocked;

/**
 * `/sso-blocked?reason=`: where a connected system's sign-on sends a user the portal refused (the
 * system is disabled, or a user, unit or address limit), saying why in Persian, with the way back.
 */
export default function SsoBlockedPage() {
  const [params] = useSearchParams();
  const reason = params.get('reason') ?? '';
  const why = Object.hasOwn(ssoMessages.refused, reason) ? ssoMessages.refused[reason] : undefined;
  return (
    <StatusMessage
      icon={<BlockOutlined />}
      title={text.title}
      text={why ?? text.unknown}
      action={{ label: text.back, to: '/' }}
    />
  );
}
