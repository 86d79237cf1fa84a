import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { contentPageBody, type ContentPageBody } from '@darvazeh/shared';
import { LazyRichTextEditor } from '../../../components/rich-text-editor';
import { FormActions } from '../../../components/form-actions';
import { SchemaForm } from '../../../components/schema-form';
import { pathTo } from '../../../lib/paths';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useContentPage, useSaveContentPage } from '../api/content-page-queries';
import { commonMessages, contentMessages as text } from '../../../lib/messages';

interface FieldsProps {
  id?: number;
  initial: ContentPageBody;
}

function ContentPageFields({ id, initial }: FieldsProps) {
  const save = useSaveContentPage();
  const navigate = useNavigate();
  const form = useSchemaForm<ContentPageBody>({
    initial,
    schema: contentPageBody,
    toBody: (values) => ({ ...values, title: values.title.trim() }),
    onValid: (body) =>
      save.mutate(
        { ...(id !== undefined && { id }), body },
        { onSuccess: () => void navigate(pathTo('content-pages')) },
      ),
  });
  const { values, set, errors, text: bind } = form;

  return (
    <SchemaForm form={form} sx={{ display: 'grid', gap: 2 }}>
      <TextField required label={commonMessages.title} {...bind('title')} />
      <LazyRichTextEditor
        label={text.html}
        value={values.html}
        onChange={(html) => set({ html })}
        error={errors.html}
      />
      <FormActions
        back={{ label: commonMessages.backToList, to: pathTo('content-pages') }}
        isPending={save.isPending}
      />
    </SchemaForm>
  );
}

/** Creates (no id) or edits a content page: a title and its rich text; saving returns to the list. */
export function ContentPageForm({ id }: { id?: number }) {
  const { data: page } = useContentPage(id);
  if (id !== undefined && !page) return <Skeleton variant="rounded" height={360} />;
  return (
    <ContentPageFields
      key={page?.id ?? 'new'}
      id={id}
      initial={page ? { title: page.title, html: page.html } : { title: '', html: '' }}
    />
  );
}
