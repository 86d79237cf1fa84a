import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { StatusPage } from '../../components/status-message';
import { shellMessages } from '../../lib/messages';

/**
 * The page of every route whose screen is not built yet. The route's roles already apply, so it
 * says plainly that the section is being prepared instead of showing an empty screen.
 */
export default function PlaceholderPage() {
  return <StatusPage icon={<ConstructionOutlined />} message={shellMessages.placeholder} inPanel />;
}
