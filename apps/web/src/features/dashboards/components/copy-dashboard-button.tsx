import IconButton from '@mui/material/IconButton';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useNavigate } from 'react-router';
import { dashboardMessages } from '../../../lib/messages';
import { pathTo } from '../../../lib/paths';
import { useCopyDashboard } from '../api/dashboard-copy';

/** «رونوشت»: copies the dashboard (with copies of its queries) and opens the copy's editor. */
export function CopyDashboardButton({ id, title }: { id: number; title: string }) {
  const copy = useCopyDashboard();
  const navigate = useNavigate();
  const label = dashboardMessages.list.copy;
  return (
    <IconButton
      aria-label={`${label} ${title}`}
      title={label}
      disabled={copy.isPending}
      onClick={() =>
        copy.mutate(id, { onSuccess: (made) => void navigate(pathTo('bi-detail', { id: made.id })) })
      }
    >
      <ContentCopy />
    </IconButton>
  );
}
