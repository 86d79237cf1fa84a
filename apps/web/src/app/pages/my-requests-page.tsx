import Box from '@mui/material/Box';
import { CreateLink } from '../../components/list-toolbar';
import { SectionCard } from '../../components/section-card';
import { DraftsList } from '../../features/requests/components/drafts-list';
import { MyRequestsList } from '../../features/requests/components/my-requests-list';
import { applicantMessages } from '../../lib/messages';
import { pathTo } from '../../lib/paths';

const text = applicantMessages.inbox;

/** `/panel/my-requests`: the applicant's inbox (کارتابل متقاضی), their requests and their drafts. */
export default function MyRequestsPage() {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <SectionCard headingLevel="h1" title={text.title} subtitle={text.requests}>
        <Box>
          <CreateLink label={text.newRequest} to={pathTo('new-request')} />
        </Box>
        <MyRequestsList />
      </SectionCard>
      <SectionCard title={text.drafts}>
        <DraftsList />
      </SectionCard>
    </Box>
  );
}
