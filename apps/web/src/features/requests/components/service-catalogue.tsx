import { useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import InputAdornment from '@mui/material/InputAdornment';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { Link as RouterLink } from 'react-router';
import type { ApplicantServiceItem } from '@darvazeh/shared';
import { applicantMessages, commonMessages } from '../../../lib/messages';
import { pathTo } from '../../../lib/paths';
import { groupServices, matchesSearch, type CategoryBranch } from '../applicant-format';
import { CardGrid } from '../../../components/card-grid';

const text = applicantMessages.catalogue;

interface ServiceCatalogueProps {
  services: readonly ApplicantServiceItem[] | undefined;
  /** The categories, roots with their sub categories, in order. */
  tree: readonly CategoryBranch[];
  isLoading: boolean;
  /** A service's or category's icon by its stored name (the services feature draws them). */
  renderIcon: (name: string) => ReactNode;
}

/** The services an applicant may start, grouped by root category and searchable (/panel/new). */
export function ServiceCatalogue({ services, tree, isLoading, renderIcon }: ServiceCatalogueProps) {
  const [search, setSearch] = useState('');
  const groups = useMemo(
    () =>
      groupServices(
        (services ?? []).filter((service) => matchesSearch(service, search)),
        tree,
      ),
    [services, tree, search],
  );

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <TextField
        type="search"
        label={text.search}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined aria-hidden />
              </InputAdornment>
            ),
          },
        }}
        sx={{ maxWidth: { sm: 420 } }}
      />
      {isLoading && <LinearProgress aria-label={commonMessages.loading} />}
      {services && groups.length === 0 && (
        <Typography color="text.secondary" role="status">
          {services.length === 0 ? text.noServices : text.noMatch}
        </Typography>
      )}
      {groups.map((group) => (
        <Box
          component="section"
          key={group.id ?? 'others'}
          aria-labelledby={`service-group-${group.id ?? 'others'}`}
          sx={{ display: 'grid', gap: 1.5 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
            {renderIcon(group.icon ?? '')}
            <Typography
              id={`service-group-${group.id ?? 'others'}`}
              component="h2"
              variant="subtitle1"
              sx={{ fontWeight: 700, color: 'text.primary' }}
            >
              {group.name ?? text.others}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              ({text.count(group.services.length)})
            </Typography>
          </Box>
          <CardGrid minColumn={260} gap={2}>
            {group.services.map((service) => (
              <li key={service.id}>
                <ServiceCard service={service} icon={renderIcon(service.serviceIcon)} />
              </li>
            ))}
          </CardGrid>
        </Box>
      ))}
    </Box>
  );
}

/**
 * One service as a card. The link is the service's name (named «مشاهده و شروع «…»», which holds what it
 * shows) stretched over the whole card, so the card is one click while the description and the duration
 * stay text beside the link, not part of its name.
 */
function ServiceCard({ service, icon }: { service: ApplicantServiceItem; icon: ReactNode }) {
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        position: 'relative',
        p: 2,
        display: 'grid',
        gap: 1,
        alignContent: 'start',
        '&:hover': { bgcolor: 'action.hover' },
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 40,
            height: 40,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: 'action.hover',
            color: 'primary.main',
          }}
        >
          {icon}
        </Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          <Link
            component={RouterLink}
            to={pathTo('new-request', { id: service.id })}
            aria-label={text.open(service.serviceFname)}
            color="inherit"
            underline="none"
            sx={{
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus-visible': { outline: 'none' },
            }}
          >
            {service.serviceFname}
          </Link>
        </Typography>
      </Box>
      {service.description && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {service.description}
        </Typography>
      )}
      {service.durationDays !== null && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          <ScheduleOutlined fontSize="small" aria-hidden />
          {applicantMessages.pack.days(service.durationDays)}
        </Typography>
      )}
    </Card>
  );
}
