import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { contentPageBody, type ContentPageBody } from '@darvazeh/shared';
import { LazyRichTextEditor } from '../../../components/rich-text-editor';
import { hasNoErrors, schemaErrors, type FieldErrors } from '../../../lib/form-errors';
import { useContentPage } from '../api/get-content-page';
import { useSaveContentPage } from '../api/save-content-page';
import { contentMessages as text } from '../messages';
import { contentPaths } from '../paths';

interface FieldsProps {
  id?: number;
  initial: ContentPageBody;
}

function ContentPageFields({ id, initial }: FieldsProps) {
  const save = useSaveContentPage();
  const navigate = useNavigate();
  const [values, setValues] = useState<ContentPageBody>(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof ContentPageBody>>({});

  const handleSave = () => {
    const body: ContentPageBody = { ...values, title: values.title.trim() };
    const found = schemaErrors<keyof ContentPageBody>(contentPageBody, body);
    setErrors(found);
    if (!hasNoErrors(found)) return;
    save.mutate(
      { ...(id !== undefined && { id }), body },
      { onSuccess: () => void navigate(contentPaths.list) },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      sx={{ display: 'grid', gap: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        handleSave();
      }}
    >
      <TextField
        required
        label={text.title}
        value={values.title}
        onChange={(event) => setValues({ ...values, title: event.target.value })}
        error={errors.title !== undefined}
        helperText={errors.title}
      />
      <LazyRichTextEditor
        label={text.html}
        value={values.html}
        onChange={(html) => setValues((current) => ({ ...current, html }))}
        error={errors.html}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {text.save}
        </Button>
        <Button onClick={() => void navigate(contentPaths.list)}>{text.back}</Button>
      </Box>
    </Box>
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
