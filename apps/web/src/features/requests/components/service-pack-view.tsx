import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { REQUEST_MESSAGES, toPersianDigits, type ServicePack } from '@darvazeh/shared';
import { applicantMessages } from '../../../lib/messages';
import { Fact, FactList } from './fact-list';

const text = applicantMessages.pack;

/** The cost as the pack shows it: «رایگان», rials with Persian digits and separators, or nothing known. */
export function costText(costRials: number | null): string | null {
  if (costRials === null) return null;
  return costRials === 0 ? text.free : text.rials(costRials);
}

interface ServicePackViewProps {
  pack: ServicePack;
  onStart: () => void;
}

/**
 * A service's information pack (Iran's service-desk rules): what it is, the documents it needs, how long
 * it takes, what it costs, whom to ask, its steps and help file; then the start button, disabled with
 * the reason when the caller may not start it now.
 */
export function ServicePackView({ pack, onStart }: ServicePackViewProps) {
  const { desk } = pack;
  const cost = costText(desk.costRials);
  const unavailable = !pack.availability.ok;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {pack.description && (
        <Typography sx={{ whiteSpace: 'pre-line' }} data-testid="pack-description">
          {pack.description}
        </Typography>
      )}
      <FactList>
        {desk.durationDays !== null && <Fact label={text.duration}>{text.days(desk.durationDays)}</Fact>}
        {cost !== null && <Fact label={text.cost}>{cost}</Fact>}
        {desk.contact && <Fact label={text.contact}>{desk.contact}</Fact>}
      </FactList>
      <Box component="section" aria-labelledby="pack-documents" sx={{ display: 'grid', gap: 1 }}>
        <Typography id="pack-documents" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {text.documents}
        </Typography>
        {desk.requiredDocuments.length === 0 ? (
          <Typography color="text.secondary">{text.noDocuments}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {desk.requiredDocuments.map((document) => (
              <li key={document}>{document}</li>
            ))}
          </Box>
        )}
      </Box>
      {pack.steps.length > 0 && (
        <Box component="section" aria-labelledby="pack-steps" sx={{ display: 'grid', gap: 1 }}>
          <Typography id="pack-steps" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {text.steps}
          </Typography>
          <Stepper orientation="vertical" activeStep={-1} component="ol" sx={{ p: 0, m: 0 }}>
            {pack.steps.map((step, index) => (
              <Step key={step.key} component="li" expanded>
                <StepLabel icon={toPersianDigits(index + 1)}>{step.name}</StepLabel>
              </Step>
            ))}
          </Stepper>
        </Box>
      )}
      {pack.helpFileLink && (
        <Box>
          <Link
            href={pack.helpFileLink}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
          >
            <DownloadOutlined fontSize="small" aria-hidden />
            {text.helpFile}
          </Link>
        </Box>
      )}
      {pack.performService.outSource && pack.performService.link && (
        <Alert
          severity="info"
          action={
            <Button
              href={pack.performService.link}
              target="_blank"
              rel="noopener noreferrer"
              size="small"
              endIcon={<OpenInNewOutlined />}
            >
              {text.outSourceLink}
            </Button>
          }
        >
          {text.outSource}
        </Alert>
      )}
      {unavailable && (
        <Alert severity="warning" data-testid="pack-unavailable">
          {pack.availability.reason ?? REQUEST_MESSAGES.serviceUnavailable}
        </Alert>
      )}
      <Box>
        <Button
          variant="contained"
          size="large"
          startIcon={<PlayArrowOutlined />}
          disabled={unavailable}
          onClick={onStart}
        >
          {text.start}
        </Button>
      </Box>
    </Box>
  );
}
