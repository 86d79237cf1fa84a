import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { formatJalaliDate, jalaliDayStart, newsBody, toPersianDigits, type NewsBody } from '@darvazeh/shared';
import { ImageUploadField } from '../../../components/image-upload-field';
import { LazyRichTextEditor } from '../../../components/rich-text-editor';
import { SwitchField } from '../../../components/switch-field';
import { FormActions } from '../../../components/form-actions';
import { SchemaForm } from '../../../components/schema-form';
import { pathTo } from '../../../lib/paths';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSaveNews } from '../api/news-queries';
import type { NewsItem } from '../types';
import { newsMessages } from '../../../lib/messages';

const text = newsMessages.form;

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
  const form = useSchemaForm<Values, NewsBody>({
    initial: {
      name: item?.name ?? '',
      summary: item?.summary ?? '',
      body: item?.body ?? '',
      imageFileId: item?.imageFileId ?? null,
      publishDate: initialDate,
      published: item?.published ?? false,
    },
    schema: newsBody,
    toBody: (values) => ({ ...values, name: values.name.trim(), publishDate: publishInstant(values) ?? '' }),
    extraErrors: (values) =>
      publishInstant(values) === null ? { publishDate: text.publishDateInvalid } : {},
    onValid: (body) =>
      save.mutate(
        { ...(item && { id: item.id }), body },
        { onSuccess: () => void navigate(pathTo('news-list')) },
      ),
  });
  const { values, set, errors, text: bind } = form;

  /** An unchanged date keeps the stored instant; a typed one starts at that day in Tehran. */
  function publishInstant({ publishDate }: Values): string | null {
    if (item && publishDate === initialDate) return item.publishDate;
    return jalaliDayStart(publishDate)?.toISOString() ?? null;
  }

  return (
    <SchemaForm form={form} sx={{ display: 'grid', gap: 2.5 }}>
      <TextField required label={text.name} {...bind('name')} />
      <TextField multiline minRows={2} label={text.summary} {...bind('summary')} />
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
          label={newsMessages.publishDate}
          {...bind('publishDate', text.publishDateHint)}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
          sx={{ maxWidth: 260 }}
        />
        <SwitchField
          label={text.published}
          checked={values.published}
          onChange={(published) => set({ published })}
        />
      </Box>
      <FormActions back={{ label: text.back, to: pathTo('news-list') }} isPending={save.isPending} />
    </SchemaForm>
  );
}
