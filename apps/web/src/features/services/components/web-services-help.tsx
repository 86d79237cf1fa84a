import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  toPersianDigits,
  type WebServiceDescription,
  type WebServicesHelp as HelpData,
  type WsInput,
} from '@darvazeh/shared';
import { commonMessages, serviceMessages } from '../../../lib/messages';
import { showToast } from '../../../lib/toast-store';
import { useWebServicesHelp } from '../api/service-queries';

const text = serviceMessages.webHelp;
const POSTMAN = '/ws/GeneratePostmanCollection';

/** A shell command, left to right, scrolling inside itself, with a copy button. */
function CodeBlock({ code, label }: { code: string; label: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label={label}
        dir="ltr"
        sx={{
          m: 0,
          p: 1.5,
          bgcolor: '#263238',
          color: '#eceff1',
          borderRadius: 1,
          overflowX: 'auto',
          fontSize: 13,
        }}
      >
        <code>{code}</code>
      </Box>
      <Button
        size="small"
        sx={{ justifySelf: 'start' }}
        onClick={() => {
          void navigator.clipboard
            ?.writeText(code)
            .then(() => showToast({ color: 'success', text: text.copied }));
        }}
      >
        {text.copy}
      </Button>
    </Box>
  );
}

/** The inputs as rows, a nested input's key written as its path (`table.column`). */
function rowsOf(inputs: readonly WsInput[], prefix = ''): { key: string; input: WsInput }[] {
  return inputs.flatMap((input) => [
    { key: prefix + input.key, input },
    ...rowsOf(input.children, `${prefix}${input.key}.`),
  ]);
}

function InputsTable({ service }: { service: WebServiceDescription }) {
  if (service.inputs.length === 0) return <Typography variant="body2">{text.noInputs}</Typography>;
  return (
    <TableContainer tabIndex={0} role="region" aria-label={`${text.inputs} ${service.serviceFname}`}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{text.inputKey}</TableCell>
            <TableCell>{text.inputLabel}</TableCell>
            <TableCell>{text.inputType}</TableCell>
            <TableCell>{text.inputRequired}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rowsOf(service.inputs).map(({ key, input }) => (
            <TableRow key={key}>
              <TableCell dir="ltr" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {key}
              </TableCell>
              <TableCell>{input.label}</TableCell>
              <TableCell>
                {input.typeLabel}
                {input.options.length > 0 && (
                  <Typography variant="caption" component="div">
                    {text.allowed}: {input.options.map((o) => `${o.id} (${o.fname})`).join('، ')}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{input.required ? commonMessages.yes : commonMessages.no}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ServiceCard({ service }: { service: WebServiceDescription }) {
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={service.serviceFname}
      sx={{ p: 2, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Typography component="h2" variant="h6">
        {service.serviceFname}
      </Typography>
      {service.description && <Typography variant="body2">{service.description}</Typography>}
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: 0.5, columnGap: 2 }}
      >
        {service.facts.map((fact) => (
          <Box key={fact.label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 700, typography: 'body2' }}>
              {fact.label}
            </Box>
            <Box
              component="dd"
              dir={fact.code ? 'ltr' : undefined}
              sx={{ m: 0, typography: 'body2', overflowWrap: 'anywhere', textAlign: 'start' }}
            >
              {fact.value}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography component="h3" variant="subtitle2">
        {text.inputs}
      </Typography>
      <InputsTable service={service} />
      {service.curl.token && (
        <>
          <Typography component="h3" variant="subtitle2">
            {text.tokenExample}
          </Typography>
          <CodeBlock code={service.curl.token} label={`${text.tokenExample}: ${service.serviceFname}`} />
        </>
      )}
      <Typography component="h3" variant="subtitle2">
        {text.callExample}
      </Typography>
      <CodeBlock code={service.curl.call} label={`${text.callExample}: ${service.serviceFname}`} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Link href={`/ws/help/${service.id}`}>{text.openService(service.serviceFname)}</Link>
        <Link href={`${POSTMAN}/${service.id}`} download>
          {text.postmanOne(service.serviceFname)}
        </Link>
      </Box>
    </Paper>
  );
}

function Shared({ data }: { data: HelpData }) {
  return (
    <>
      <Paper
        variant="outlined"
        component="section"
        aria-label={text.errors}
        sx={{ p: 2, display: 'grid', gap: 1 }}
      >
        <Typography component="h2" variant="h6">
          {text.errors}
        </Typography>
        <Typography variant="body2">{text.errorsIntro}</Typography>
        <TableContainer tabIndex={0} role="region" aria-label={text.errors}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{text.status}</TableCell>
                <TableCell>{text.code}</TableCell>
                <TableCell>{text.meaning}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.problems.map((problem) => (
                <TableRow key={problem.code}>
                  <TableCell>{toPersianDigits(String(problem.status))}</TableCell>
                  <TableCell dir="ltr" sx={{ fontFamily: 'monospace' }}>
                    {problem.code}
                  </TableCell>
                  <TableCell>{problem.title}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <Paper variant="outlined" component="section" aria-label={text.limits} sx={{ p: 2 }}>
        <Typography component="h2" variant="h6">
          {text.limits}
        </Typography>
        <Box component="ul" sx={{ m: 0, ps: 3, typography: 'body2' }}>
          {data.limits.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
      </Paper>
    </>
  );
}

/**
 * The web services' help (SPEC §2 /panel/web-services-help, Admins and Employees): every published web
 * service as the server describes it once (`service/web-services-help`, the same data /ws/help renders),
 * with links to /ws/help, the Postman collections and the OpenAPI document.
 */
export function WebServicesHelp() {
  const help = useWebServicesHelp();
  if (help.isError)
    return (
      <Typography role="status" sx={{ py: 2 }}>
        {text.unavailable}
      </Typography>
    );
  if (help.isLoading || !help.data) return <LinearProgress aria-label={commonMessages.loading} />;
  const { data } = help;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box component="nav" aria-label={text.openPage} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Link href="/ws/help">{text.openPage}</Link>
        <Link href={POSTMAN} download>
          {text.postmanAll}
        </Link>
        <Link href="/ws/openapi.json">{text.openApi}</Link>
      </Box>
      {data.services.length === 0 ? (
        <Typography color="text.secondary">{text.empty}</Typography>
      ) : (
        data.services.map((service) => <ServiceCard key={service.id} service={service} />)
      )}
      <Shared data={data} />
    </Box>
  );
}
