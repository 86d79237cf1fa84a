import Link from '@mui/material/Link';
import type { FormField } from '@darvazeh/shared';
import { cellValue } from '../record-values';
import { commonMessages } from '../../../lib/messages';

/** One answer of a record in the table: readable text, or a download link for a stored file. */
export function RecordCell({ data, field }: { data: Record<string, unknown>; field: FormField }) {
  const value = cellValue(data, field);
  if (value.href)
    return (
      <Link href={value.href} download={value.text} aria-label={commonMessages.downloadOf(value.text)}>
        <bdi>{value.text}</bdi>
      </Link>
    );
  return field.type === 'map' ? <bdi dir="ltr">{value.text}</bdi> : <bdi>{value.text}</bdi>;
}
