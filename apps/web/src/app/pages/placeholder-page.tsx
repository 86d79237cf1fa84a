import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Paper from '@mui/material/Paper';
import { StatusMessage } from '../../components/status-message';
import { messages } from '../../lib/messages';

/**
 * The page of every route whose screen is not built yet. The route's roles already apply, so it
 * says plainly that the section is being prepared instead of showing an empty screen.
 */
export default function PlaceholderPage() {
  return (
    <Paper variant="outlined">
      <StatusMessage
        icon={<ConstructionOutlined />}
        title={messages.placeholder.title}
        text={messages.placeholder.text}
        action={{ label: messages.placeholder.backHome, to: '/' }}
      />
    </Paper>
  );
}
