import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import { requestStatusLabel, type RequestDetail, type TaskItem } from '@darvazeh/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { applicantMessages } from '../../../lib/messages';
import { useCancelRequest } from '../api/applicant-queries';
import { asFormDefinition, jalaliDateTime, jalaliDay, shownTrackingCode } from '../applicant-format';
import { FixForm, type FixFormRendering } from './fix-form';
import { Fact, FactList } from './fact-list';
import { RequestHistory } from './request-history';
import { RequestStateChip } from './request-state-chip';
import { SurveyPanel } from './survey-panel';

const text = applicantMessages.detail;
const inbox = applicantMessages.inbox;

/** What the page mounts the form renderer with: read-only answers, or the fix form's. */
export type DetailFormRendering = FixFormRendering & { readOnly?: boolean };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}
    >
      <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The applicant's open task on the request (a fix asked of them), if any. */
export function openApplicantTask(detail: RequestDetail): TaskItem | undefined {
  return detail.tasks.find(
    (task) => task.kind === 'applicant' && (task.state === 'open' || task.state === 'claimed'),
  );
}

interface RequestDetailViewProps {
  detail: RequestDetail;
  renderForm: (rendering: DetailFormRendering) => ReactNode;
}

/**
 * One of the applicant's requests: where it stands, its answers (read-only), its history, and what the
 * applicant may do now — fix and resend it when it was returned to them, cancel it while it runs, answer
 * its survey once it ended.
 */
export function RequestDetailView({ detail, renderForm }: RequestDetailViewProps) {
  const cancel = useCancelRequest();
  const [confirming, setConfirming] = useState(false);
  const definition = asFormDefinition(detail.form);
  const fix = openApplicantTask(detail);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography component="h1" variant="h6" sx={{ fontWeight: 700 }}>
            {detail.serviceFname}
          </Typography>
          <RequestStateChip state={detail.state} awaitingApplicant={detail.awaitingApplicant} mine />
        </Box>
        <FactList minColumn={170}>
          <Fact label={inbox.trackingCode}>
            <span data-testid="detail-tracking-code">{shownTrackingCode(detail.trackingCode)}</span>
          </Fact>
          <Fact label={inbox.status}>{requestStatusLabel(detail.status)}</Fact>
          <Fact label={inbox.submittedAt}>{jalaliDateTime(detail.createdAt)}</Fact>
          {detail.expectedOn && <Fact label={inbox.expectedOn}>{jalaliDay(detail.expectedOn)}</Fact>}
          {detail.endedAt && <Fact label={text.endedAt}>{jalaliDateTime(detail.endedAt)}</Fact>}
        </FactList>
        {detail.canCancel && (
          <Box>
            <Button
              color="error"
              variant="outlined"
              startIcon={<CancelOutlined />}
              onClick={() => setConfirming(true)}
            >
              {text.cancel}
            </Button>
          </Box>
        )}
      </Paper>
      {fix && definition && (
        <Section id="request-fix" title={text.fixTitle}>
          <Alert severity="warning" role="status">
            {text.fixHint}
          </Alert>
          <FixForm
            key={`${fix.id}:${detail.revision}`}
            detail={detail}
            task={fix}
            definition={definition}
            renderForm={renderForm}
          />
        </Section>
      )}
      {detail.surveyDue && (
        <Section id="request-survey" title={text.surveyTitle}>
          <SurveyPanel requestId={detail.id} />
        </Section>
      )}
      {detail.survey && (
        <Alert severity="success" role="status">
          {text.surveyDone(detail.survey.score)}
        </Alert>
      )}
      <Section id="request-timeline" title={text.timeline}>
        <RequestHistory events={detail.events} label={text.timeline} />
      </Section>
      {!fix && (
        <Section id="request-answers" title={text.answers}>
          {definition ? (
            renderForm({
              definition,
              initialAnswers: detail.answers,
              readOnly: true,
            })
          ) : (
            <Typography color="text.secondary">{text.noForm}</Typography>
          )}
        </Section>
      )}
      <ConfirmDialog
        open={confirming}
        title={text.cancelTitle}
        text={text.cancelText}
        confirmLabel={text.cancel}
        isPending={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(
            { id: detail.id, revision: detail.revision, note: '' },
            { onSettled: () => setConfirming(false) },
          )
        }
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
