import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { StatusPage } from '../../components/status-message';
import { shellMessages } from '../../lib/messages';

/** The catch-all 404 page, in the public frame. */
export default function NotFoundPage() {
  return <StatusPage icon={<SearchOffOutlined />} message={shellMessages.notFound} />;
}
