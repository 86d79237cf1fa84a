import GppBadOutlined from '@mui/icons-material/GppBadOutlined';
import { StatusPage } from '../../components/status-message';
import { noticeMessages, routeNames } from '../../lib/messages';

/** The 403 page, shared by the access-denied and forbidden routes: in the public frame. */
export default function ForbiddenPage() {
  return (
    <StatusPage
      icon={<GppBadOutlined />}
      message={{ title: routeNames.forbidden, text: noticeMessages.errors.unauthorized }}
    />
  );
}
