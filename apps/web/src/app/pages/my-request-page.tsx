import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import LinearProgress from '@mui/material/LinearProgress';
import { useParams } from 'react-router';
import { StatusMessage } from '../../components/status-message';
import { LazyFormRenderer } from '../../features/forms';
import { useRequestDetail } from '../../features/requests/api/applicant-queries';
import {
  RequestDetailView,
  type DetailFormRendering,
} from '../../features/requests/components/request-detail-view';
import { applicantMessages as text, commonMessages } from '../../lib/messages';
import { pathTo } from '../../lib/paths';

const renderForm = (rendering: DetailFormRendering) => <LazyFormRenderer {...rendering} />;

/** A positive integer id from the address, or null. */
function idOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** `/panel/my-requests/{id}`: one of the applicant's requests, its history and what they may do now. */
export default function MyRequestPage() {
  const id = idOf(useParams().id);
  const detail = useRequestDetail(id);
  if (id === null || detail.isError)
    return (
      <StatusMessage
        icon={<SearchOffOutlined />}
        title={text.detail.notFound}
        text={commonMessages.maybeDeleted}
        action={{ label: commonMessages.backToList, to: pathTo('my-requests') }}
      />
    );
  if (!detail.data) return <LinearProgress aria-label={commonMessages.loading} />;
  return <RequestDetailView detail={detail.data} renderForm={renderForm} />;
}
