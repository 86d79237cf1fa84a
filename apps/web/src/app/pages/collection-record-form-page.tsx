import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import LinearProgress from '@mui/material/LinearProgress';
import { useParams } from 'react-router';
import { PageCard } from '../../components/section-card';
import { StatusMessage } from '../../components/status-message';
import { useCollection } from '../../features/collections/api/collection-queries';
import { LazyFormRenderer } from '../../features/forms';
import { useRecord } from '../../features/records/api/record-queries';
import { RecordForm, type RecordFormRendering } from '../../features/records/components/record-form';
import { collectionMessages, commonMessages, recordMessages as text } from '../../lib/messages';
import { idParam } from '../../features/records/types';
import { pathTo } from '../../lib/paths';

const renderForm = (rendering: RecordFormRendering) => <LazyFormRenderer {...rendering} />;

/**
 * `/panel/data-collection/records/{id}/new` and `…/edit/{recordId}`: the collection's form, empty or with
 * the record's answers, saved as a record.
 */
export default function CollectionRecordFormPage() {
  const params = useParams();
  const collectionId = idParam(params.id);
  const editing = params.recordId !== undefined;
  const recordId = editing ? idParam(params.recordId) : null;
  const collection = useCollection(collectionId);
  const record = useRecord(collectionId ?? 0, collectionId === null ? null : recordId);

  if (collectionId === null || collection.isError)
    return (
      <StatusMessage
        icon={<SearchOffOutlined />}
        title={collectionMessages.notFound}
        text={text.notFoundText}
      />
    );
  if (editing && (recordId === null || record.isError))
    return (
      <StatusMessage
        icon={<SearchOffOutlined />}
        title={text.recordNotFound}
        text={commonMessages.maybeDeleted}
        action={{ label: text.back, to: pathTo('data-collection-records', { id: collectionId }) }}
      />
    );
  const item = collection.data;
  if (!item || (editing && !record.data)) return <LinearProgress aria-label={commonMessages.loading} />;
  return (
    <PageCard title={record.data ? text.editTitle(item.fname, record.data.id) : text.newTitle(item.fname)}>
      <RecordForm
        key={record.data?.id ?? 'new'}
        collection={item}
        {...(record.data ? { record: record.data } : {})}
        renderForm={renderForm}
      />
    </PageCard>
  );
}
