import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FlowFunction } from '@darvazeh/shared';
import { collectionMessages } from '../../../lib/messages';
import { FormFunctions } from './form-functions';

const text = collectionMessages.functions;
const NO_LINES: readonly string[] = [];

interface FunctionsSectionProps {
  /** The form's own functions. */
  functions: readonly FlowFunction[];
  /** The heading's level: 2 in the collection designer, 3 inside the service designer's «فرم درخواست». */
  level: 2 | 3;
  /** The functions' problems as the designer sees them, shown when not empty. */
  problems: readonly string[];
  /** What the server refused on the last save, one line each. */
  refused?: readonly string[];
}

/**
 * «توابع فرم»: the form's own functions with their hint, the problems the designer finds in them and what
 * the server refused; a collection's form and a service's own form show the same part.
 */
export function FunctionsSection({ functions, level, problems, refused = NO_LINES }: FunctionsSectionProps) {
  return (
    <Box component="section" aria-labelledby="designer-functions" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="designer-functions" component={level === 2 ? 'h2' : 'h3'} sx={{ fontWeight: 700 }}>
        {text.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {text.hint}
      </Typography>
      {problems.length > 0 && (
        <Problems severity="warning" title={text.invalid}>
          {problems}
        </Problems>
      )}
      {refused.length > 0 && (
        <Problems severity="error" title={text.serverRefused}>
          {refused}
        </Problems>
      )}
      <FormFunctions owner={null} functions={functions} />
    </Box>
  );
}

/** An alert listing problems one per line. */
function Problems({
  severity,
  title,
  children,
}: {
  severity: 'warning' | 'error';
  title: ReactNode;
  children: readonly string[];
}) {
  return (
    <Alert severity={severity} role={severity === 'warning' ? 'alert' : undefined}>
      <AlertTitle>{title}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {children.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    </Alert>
  );
}
