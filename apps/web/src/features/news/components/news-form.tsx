import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Link as RouterLink, useNavigate } from 'react-router';
import { formatJalaliDate, jalaliDayStart, newsBody, toPersianDigits, type NewsBody } from '@darvazeh/shared';
import { ImageUploadField } from '../../../components/image-upload-field';
import { LazyRichTextEditor } from '../../../components/rich-text-editor';
import { hasNoErrors, schemaErrors, type FieldErrors } from '../../../lib/form-errors';
import { useSaveNews } from '../api/save-news';
import { newsMessages } from '../messages';
import type { NewsItem } from '../types';

const text = newsMessages.form;
/** Where the Admin's news list lives. */
export const NEWS_LIST_PATH = '/panel/content/news-list';

type Values = Omit<NewsBody, 'publishDate'> & { publishDate: string };

const jalaliText = (iso: string) => toPersianDigits(formatJalaliDate(iso));

/**
 * Creates or edits a news item: title, summary, body (rich text), image, Jalali publish date and the
 * published switch. An unchanged date keeps the stored instant; a typed one starts at that day in Tehran.
 */
export function NewsForm({ item }: { item: NewsItem | null }) {
  const navigate = useNavigate();
  const save = useSaveNews();
  const initialDate = jalaliText(item?.publishDate ?? new Date().toISOString());
  const [values, setValues] = useState<Values>({
    name: item?.name ?? '',
    summary: item?.summary ?? '',
    body: item?.body ?? '',
    imageFileId: item?.imageFileId ?? null,
    publishDate: initialDate,
    published: item?.published ?? false,
  });
  const [errors, setErrors] = useState<FieldErrors<keyof NewsBody>>({});
  const set = (change: Partial<Values>) => setValues((current) => ({ ...current, ...change }));

  const publishInstant = (): string | null => {
    if (item && values.publishDate === initialDate) return item.publishDate;
    return jalaliDayStart(values.publishDate)?.toISOString() ?? null;
  };
  const handleSave = () => {
    const publishDate = publishInstant();
    const body = { ...values, name: values.name.trim(), publishDate: publishDate ?? '' };
    const found = schemaErrors<keyof NewsBody>(newsBody, body);
    if (publishDate === null) found.publishDate = text.publishDateInvalid;
    setErrors(found);
    if (!hasNoErrors(found)) return;
    save.mutate({ ...(item && { id: item.id }), body }, { onSuccess: () => void navigate(NEWS_LIST_PATH) });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        handleSave();
      }}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <TextField
        required
        label={text.name}
        value={values.name}
        onChange={(event) => set({ name: event.target.value })}
        error={errors.name !== undefined}
        helperText={errors.name}
      />
      <TextField
        multiline
        minRows={2}
        label={text.summary}
        value={values.summary}
        onChange={(event) => set({ summary: event.target.value })}
        error={errors.summary !== undefined}
        helperText={errors.summary}
      />
      <LazyRichTextEditor
        label={text.body}
        value={values.body}
        onChange={(body) => set({ body })}
        error={errors.body}
      />
      <ImageUploadField
        label={text.image}
        value={values.imageFileId}
        name="news-image"
        onChange={(imageFileId) => set({ imageFileId })}
        error={errors.imageFileId !== undefined}
        helperText={errors.imageFileId}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
        <TextField
          required
          label={text.publishDate}
          value={values.publishDate}
          onChange={(event) => set({ publishDate: event.target.value })}
          error={errors.publishDate !== undefined}
          helperText={errors.publishDate ?? text.publishDateHint}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
          sx={{ maxWidth: 260 }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={values.published}
              onChange={(event) => set({ published: event.target.checked })}
            />
          }
          label={text.published}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={NEWS_LIST_PATH}>
          {text.back}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {text.save}
        </Button>
      </Box>
    </Box>
  );
}
