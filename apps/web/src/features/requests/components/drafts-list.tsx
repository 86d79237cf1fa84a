import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import { Link as RouterLink } from 'react-router';
import type { TempAnswerItem } from '@darvazeh/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { applicantMessages, commonMessages } from '../../../lib/messages';
import { pathTo } from '../../../lib/paths';
import { useDrafts, useRemoveDraft } from '../api/applicant-queries';
import { jalaliDateTime } from '../applicant-format';
import { RESUME_PARAM } from './request-start';

const text = applicantMessages.inbox;

/** Where a draft is resumed: its service's form, opened with the draft's answers (not the pack first). */
export const resumeDraftPath = (serviceId: number): string =>
  `${pathTo('new-request', { id: serviceId })}?${RESUME_PARAM}`;

/** The applicant's drafts, one per service: resume one (its service's form opens with it) or delete it. */
export function DraftsList() {
  const drafts = useDrafts();
  const remove = useRemoveDraft();
  const [removing, setRemoving] = useState<TempAnswerItem | null>(null);

  if (drafts.isLoading) return <LinearProgress aria-label={commonMessages.loading} />;
  const rows = drafts.data ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {rows.length === 0 && <Typography color="text.secondary">{text.draftsEmpty}</Typography>}
      <Box
        component="ul"
        aria-label={text.drafts}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {rows.map((draft) => (
          <Paper
            key={draft.id}
            variant="outlined"
            component="li"
            sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
          >
            <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>{draft.serviceFname}</Typography>
              <Typography variant="body2" color="text.secondary">
                {text.savedAt}: {jalaliDateTime(draft.updatedAt ?? draft.createdAt)}
              </Typography>
            </Box>
            <Button
              component={RouterLink}
              to={resumeDraftPath(draft.serviceId)}
              variant="outlined"
              startIcon={<EditNoteOutlined />}
              aria-label={text.resumeOf(draft.serviceFname)}
            >
              {text.resume}
            </Button>
            <IconButton
              aria-label={text.removeOf(draft.serviceFname)}
              title={text.removeOf(draft.serviceFname)}
              onClick={() => setRemoving(draft)}
            >
              <DeleteOutlined />
            </IconButton>
          </Paper>
        ))}
      </Box>
      <ConfirmDialog
        open={removing !== null}
        title={text.removeTitle}
        text={removing ? text.removeText(removing.serviceFname) : ''}
        confirmLabel={commonMessages.delete}
        isPending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
