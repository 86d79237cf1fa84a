import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { MuiFrame } from '../../components/mui-frame';
import { StatusMessage } from '../../components/status-message';
import { messages } from '../../lib/messages';

/** The catch-all 404 page; in the public frame, with the MUI frame its message needs. */
export default function NotFoundPage() {
  return (
    <MuiFrame>
      <StatusMessage
        icon={<SearchOffOutlined />}
        title={messages.notFound.title}
        text={messages.notFound.text}
        action={{ label: messages.notFound.backHome, to: '/' }}
      />
    </MuiFrame>
  );
}
