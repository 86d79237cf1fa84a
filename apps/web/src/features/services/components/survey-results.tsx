import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@darvazeh/shared';
import { JalaliTime } from '../../../components/jalali-time';
import { serviceAdminMessages } from '../../../lib/messages';
import { useSurveyResults } from '../api/survey-queries';
import { DesignerPart } from './designer-part';

const text = serviceAdminMessages.survey;
const SCORES = [1, 2, 3, 4, 5] as const;
/** The comments shown: the latest few, so a popular service's page stays short. */
const LATEST = 10;

type SurveyResults = NonNullable<ReturnType<typeof useSurveyResults>['data']>;

/** One figure: its label above, the value below. */
export function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" data-testid={testId}>
        {value}
      </Typography>
    </Paper>
  );
}

/** A bar per score, 1 to 5, as long as its share of the answers. */
function ScoreBars({ results }: { results: SurveyResults }) {
  return (
    <Box component="ul" aria-label={text.scores} sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
      {SCORES.map((score) => {
        const count = results.scores[score - 1] ?? 0;
        const share = results.count > 0 ? (count / results.count) * 100 : 0;
        return (
          <Box
            component="li"
            key={score}
            sx={{
              listStyle: 'none',
              display: 'grid',
              gridTemplateColumns: '5rem minmax(0, 1fr) 2.5rem',
              gap: 1,
              alignItems: 'center',
            }}
          >
            <Typography variant="body2">{text.score(score)}</Typography>
            <LinearProgress
              variant="determinate"
              value={share}
              aria-label={text.scoreBar(score, count)}
              sx={{ height: 10, borderRadius: 1 }}
            />
            <Typography variant="body2" aria-hidden>
              {toPersianDigits(count)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/** «نتیجه نظرسنجی» of service `serviceId`: how many answered, the average, the scores, the latest comments. */
export function SurveyResultsSection({ serviceId }: { serviceId: number }) {
  const results = useSurveyResults(serviceId);
  const data = results.data;
  const comments = data ? [...data.comments].sort((a, b) => b.at.localeCompare(a.at)).slice(0, LATEST) : [];
  return (
    <DesignerPart title={text.title} subtitle={text.subtitle}>
      {results.isLoading && <LinearProgress aria-label={text.loading} />}
      {data && data.count === 0 && <Typography color="text.secondary">{text.noAnswers}</Typography>}
      {data && data.count > 0 && (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
            <Figure label={text.count} value={toPersianDigits(data.count)} testId="survey-count" />
            <Figure
              label={text.average}
              value={
                data.average === null
                  ? ''
                  : data.average.toLocaleString('fa-IR', { maximumFractionDigits: 1 })
              }
              testId="survey-average"
            />
          </Box>
          <ScoreBars results={data} />
          <Box component="section" aria-label={text.comments} sx={{ display: 'grid', gap: 1 }}>
            <Typography component="h3" variant="subtitle2">
              {text.comments}
            </Typography>
            {comments.length === 0 && <Typography color="text.secondary">{text.noComments}</Typography>}
            <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
              {comments.map((c, i) => (
                <Paper
                  component="li"
                  variant="outlined"
                  key={`${c.at}-${i}`}
                  sx={{ listStyle: 'none', p: 1.5 }}
                >
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', color: 'text.secondary' }}>
                    <Typography variant="body2">{text.commentScore(c.score)}</Typography>
                    <Typography variant="body2">
                      <JalaliTime value={c.at} />
                    </Typography>
                  </Box>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{c.comment}</Typography>
                </Paper>
              ))}
            </Box>
          </Box>
        </>
      )}
    </DesignerPart>
  );
}
