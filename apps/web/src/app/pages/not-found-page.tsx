import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { StatusMessage } from '../../components/status-message';
import { messages } from '../../lib/messages';

/** The catch-all 404 page. */
export default function NotFoundPage() {
  return (
    <StatusMessage
      icon={<SearchOffOutlined />}
      title={messages.notFound.title}
      text={messages.notFound.text}
      action={{ label: messages.notFound.backHome, to: '/' }}
    />
  );
}
