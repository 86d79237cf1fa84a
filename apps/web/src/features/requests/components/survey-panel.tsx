import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { REQUEST_MESSAGES } from '@darvazeh/shared';
import { applicantMessages } from '../../../lib/messages';
import { useAnswerSurvey } from '../api/applicant-queries';
import { NoteField } from './note-field';

const text = applicantMessages.detail;

/** The survey of an ended request: one to five stars and a comment. */
export function SurveyPanel({ requestId }: { requestId: number }) {
  const answer = useAnswerSurvey();
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = () => {
    if (score === null) {
      setMissing(true);
      return;
    }
    answer.mutate({ id: requestId, score, comment: comment.trim() });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography id="survey-score-label">{text.surveyHint}</Typography>
      <Box>
        <Rating
          name="survey-score"
          value={score}
          onChange={(_event, value) => {
            setScore(value);
            setMissing(false);
          }}
          getLabelText={text.stars}
          size="large"
          aria-labelledby="survey-score-label"
        />
        {missing && (
          <Typography role="alert" color="error" variant="body2">
            {REQUEST_MESSAGES.surveyScore}
          </Typography>
        )}
      </Box>
      <NoteField label={text.surveyComment} value={comment} onChange={setComment} />
      <Box>
        <Button variant="contained" loading={answer.isPending} onClick={submit}>
          {text.surveySubmit}
        </Button>
      </Box>
    </Box>
  );
}
