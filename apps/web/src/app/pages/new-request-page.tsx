import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import LinearProgress from '@mui/material/LinearProgress';
import { useParams, useSearchParams } from 'react-router';
import { SectionCard } from '../../components/section-card';
import { StatusMessage } from '../../components/status-message';
import { LazyFormRenderer } from '../../features/forms';
import { useApplicantServices, useServicePack } from '../../features/requests/api/applicant-queries';
import {
  RequestStart,
  RESUME_PARAM,
  type RequestFormRendering,
} from '../../features/requests/components/request-start';
import { ServiceCatalogue } from '../../features/requests/components/service-catalogue';
import { useCategoryTree } from '../../features/services/api/category-queries';
import { ServiceIcon } from '../../features/services/components/service-icon';
import { applicantMessages as text, commonMessages } from '../../lib/messages';
import { pathTo } from '../../lib/paths';
import { useSignatureInfo } from './request-renderers';

const renderIcon = (name: string) => <ServiceIcon name={name} fontSize="medium" />;
const renderForm = (rendering: RequestFormRendering) => <LazyFormRenderer {...rendering} />;

/** A positive integer id from the address, or null. */
function idOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** `/panel/new`: the services an applicant may start, grouped by category and searchable. */
function Catalogue() {
  const services = useApplicantServices();
  const { tree } = useCategoryTree();
  return (
    <SectionCard headingLevel="h1" title={text.catalogue.title} subtitle={text.catalogue.subtitle}>
      <ServiceCatalogue
        services={services.data}
        tree={tree}
        isLoading={services.isLoading}
        renderIcon={renderIcon}
      />
    </SectionCard>
  );
}

/** `/panel/new/{id}`: the service's pack, its form, the signature and the receipt. */
function Start({ id }: { id: number | null }) {
  const pack = useServicePack(id);
  const signature = useSignatureInfo();
  const [search] = useSearchParams();
  if (id === null || pack.isError)
    return (
      <StatusMessage
        icon={<SearchOffOutlined />}
        title={text.pack.notFound}
        text={text.pack.notFoundText}
        action={{ label: text.pack.backToServices, to: pathTo('new-request') }}
      />
    );
  if (!pack.data) return <LinearProgress aria-label={commonMessages.loading} />;
  return (
    <SectionCard headingLevel="h1" title={pack.data.serviceFname}>
      <RequestStart
        key={pack.data.id}
        pack={pack.data}
        resume={search.has(RESUME_PARAM)}
        renderForm={renderForm}
        signature={signature}
      />
    </SectionCard>
  );
}

/** `/panel/new/{id?}` (SPEC §2): a new request, for applicants. */
export default function NewRequestPage() {
  const { id } = useParams();
  return id === undefined ? <Catalogue /> : <Start id={idOf(id)} />;
}
