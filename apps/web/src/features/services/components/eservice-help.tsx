import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { toPersianDigits, type ProcessGraph, type ServiceHelpItem } from '@darvazeh/shared';
import { commonMessages, serviceMessages } from '../../../lib/messages';
import { useCategoryTree } from '../api/category-queries';
import { useHelpServices } from '../api/service-queries';
import { nodeTitle } from '../process/process-flow';
import { ServiceIcon } from './service-icon';
import { FieldGrid } from '../../../components/field-grid';

const text = serviceMessages.help;
const desk = serviceMessages.desk;

/** The steps an applicant meets, in the order the designer drew them (right to left). */
function stepsOf(process: ProcessGraph): string[] {
  return [...process.nodes]
    .filter((n) => n.kind === 'applicantForm' || n.kind === 'providerTask')
    .sort((a, b) => b.position.x - a.position.x || a.position.y - b.position.y)
    .map(nodeTitle);
}

/** One service's card: what to bring, how long, how much, whom to ask. */
function ServiceCard({ service }: { service: ServiceHelpItem }) {
  const { desk: pack } = service;
  const rows: [string, string][] = [
    [text.nationalId, pack.nationalId ? toPersianDigits(pack.nationalId) : text.unknown],
    [text.duration, pack.durationDays !== null ? desk.days(pack.durationDays) : text.unknown],
    [
      text.cost,
      pack.costRials === null ? text.unknown : pack.costRials === 0 ? desk.free : desk.rials(pack.costRials),
    ],
    [text.contact, pack.contact || text.unknown],
  ];
  const steps = stepsOf(service.process);
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={service.serviceFname}
      sx={{ p: 2, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <ServiceIcon name={service.serviceIcon} fontSize="medium" />
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {service.serviceFname}
        </Typography>
      </Box>
      {service.description && (
        <Typography variant="body2" color="text.secondary">
          {service.description}
        </Typography>
      )}
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: 0.5, columnGap: 2 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 700, typography: 'body2' }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, typography: 'body2', overflowWrap: 'anywhere' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography component="h4" variant="body2" sx={{ fontWeight: 700 }}>
        {text.documents}
      </Typography>
      {pack.requiredDocuments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {text.noDocuments}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, ps: 3, typography: 'body2' }}>
          {pack.requiredDocuments.map((document) => (
            <li key={document}>{document}</li>
          ))}
        </Box>
      )}
      {steps.length > 0 && (
        <>
          <Typography component="h4" variant="body2" sx={{ fontWeight: 700 }}>
            {text.steps}
          </Typography>
          <Box component="ol" sx={{ m: 0, ps: 3, typography: 'body2', listStyleType: 'persian' }}>
            {steps.map((step, index) => (
              <li key={`${step}-${index}`}>{step}</li>
            ))}
          </Box>
        </>
      )}
    </Paper>
  );
}

/**
 * The services' help (SPEC §2 /panel/eservice-help, Admins and Employees): every enabled service as its
 * published version describes it (`service/help`), by category, with its service-desk pack and steps.
 */
export function EserviceHelp() {
  const services = useHelpServices();
  const { tree, isLoading } = useCategoryTree();
  if (services.isError)
    return (
      <Box role="status" sx={{ py: 2 }}>
        <Typography sx={{ fontWeight: 700 }}>{text.unavailable}</Typography>
        <Typography color="text.secondary">{text.unavailableText}</Typography>
      </Box>
    );
  if (services.isLoading || isLoading) return <LinearProgress aria-label={commonMessages.loading} />;
  const live = services.data ?? [];
  if (live.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {text.empty}
      </Typography>
    );
  const groups = tree.flatMap(({ root, children }) =>
    [root, ...children].map((category) => ({
      category,
      title: category.id === root.id ? root.name : `${root.name} / ${category.name}`,
      services: live.filter((s) => s.categories.includes(category.id)),
    })),
  );
  const filed = new Set(groups.flatMap((g) => g.services.map((s) => s.id)));
  const loose = live.filter((s) => !filed.has(s.id));
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {[
        ...groups,
        ...(loose.length > 0 ? [{ category: null, title: text.uncategorised, services: loose }] : []),
      ]
        .filter((g) => g.services.length > 0)
        .map((group) => (
          <Box
            component="section"
            key={group.category?.id ?? 0}
            aria-label={group.title}
            sx={{ display: 'grid', gap: 1.5 }}
          >
            <Typography component="h2" variant="h6">
              {group.title}
            </Typography>
            <FieldGrid stretch>
              {group.services.map((service) => (
                <ServiceCard key={service.id} service={service} />
              ))}
            </FieldGrid>
          </Box>
        ))}
    </Box>
  );
}
