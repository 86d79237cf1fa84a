import { OutboxTable } from '../../features/system/components/outbox-table';
import { PageCard } from '../../components/section-card';
import { systemMessages } from '../../lib/messages';

/** Admins read the mail the portal sent, or kept when no SMTP server is configured. */
export default function OutboxPage() {
  return (
    <PageCard title={systemMessages.outbox.title}>
      <OutboxTable />
    </PageCard>
  );
}
