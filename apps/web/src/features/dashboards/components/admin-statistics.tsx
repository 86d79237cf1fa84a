import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { formatThousands, type StatisticsSummary } from '@darvazeh/shared';
import { CardGrid } from '../../../components/card-grid';
import { HeadingWithHint } from '../../../components/heading-with-hint';
import { commonMessages, dashboardMessages, recordMessages } from '../../../lib/messages';
import { pathTo } from '../../../lib/paths';
import { useStatistics } from '../api/statistics-query';

const text = dashboardMessages.statistics;

/** A figure as people read it: Persian digits, thousands separators, one decimal; a dash for none. */
const shown = (n: number | null) =>
  n === null ? recordMessages.noValue : formatThousands(Math.round(n * 10) / 10);

/** The figures in the order an Admin reads them: volume, speed, what is late, satisfaction, use. */
const figuresOf = (s: StatisticsSummary): [keyof typeof text, number | null][] => [
  ['requests', s.requests],
  ['running', s.running],
  ['ended', s.ended],
  ['averageHandlingDays', s.averageHandlingDays],
  ['p90HandlingDays', s.p90HandlingDays],
  ['overdueTasks', s.overdueTasks],
  ['averageSurveyScore', s.averageSurveyScore],
  ['signInsToday', s.signInsToday],
];

/**
 * The panel home's part for Admins: the `statistics` resource's headline figures (SPEC §3), with a link to
 * the built-in reports dashboard while it is live. Nothing is asked or shown for anyone else.
 */
export function AdminStatistics({ enabled }: { enabled: boolean }) {
  const { data, isError } = useStatistics(enabled);
  if (!enabled || isError) return null;
  return (
    <Box
      component="section"
      aria-labelledby="admin-statistics"
      sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <HeadingWithHint id="admin-statistics" title={text.title} hint={text.hint} level="h2" variant="h6" />
      {data ? (
        <>
          <CardGrid minColumn={150}>
            {figuresOf(data).map(([key, value]) => (
              <Card key={key} component="li" variant="outlined" sx={{ p: 2, display: 'grid', gap: 0.5 }}>
                <Typography component="span" variant="h5" sx={{ fontWeight: 700 }}>
                  {shown(value)}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {text[key]}
                </Typography>
              </Card>
            ))}
          </CardGrid>
          {data.dashboardId !== null && (
            <Box>
              <Button
                component={RouterLink}
                to={pathTo('bi-show', { id: data.dashboardId })}
                variant="outlined"
              >
                {text.toReports}
              </Button>
            </Box>
          )}
        </>
      ) : (
        <LinearProgress aria-label={commonMessages.loading} />
      )}
    </Box>
  );
}
