// The output columns of a query definition with Persian labels, for the people who pick them (a form
// field's label and value columns, the preview's headers): a column named with `as` in Persian is labelled
// so; one named by default, or in Latin letters only (`as: 'n'`, a name for the answer's JSON, not for
// people), is labelled from its field's Persian name and what is applied to it («میانگین نمره»,
// «ماه تاریخ ورود»; a count reads «تعداد» alone). Pure: the fields' names come from the compiler's source metadata.
import { selectName, type QueryDefinition, type StoredQueryColumn } from '@darvazeh/shared';
import { queryMessages, reportMessages } from '../../messages/index.js';

/** What labelling needs of a source: its fields' Persian names by id. */
export type SourceNames = { fields: ReadonlyMap<string, { name: string }> };

/** Whether `name` has a Persian (Arabic-script) letter: a name people read, not only a key. */
const readsPersian = (name: string) => /[\u0600-\u06FF]/.test(name);

/** The columns `definition` answers, in order (selects, then computing fields), each with its label. */
export function outputColumns(
  definition: QueryDefinition,
  sources: ReadonlyMap<string, SourceNames>,
): StoredQueryColumn[] {
  const columns = definition.selects.map((select) => {
    const name = selectName(select);
    if (select.as && readsPersian(select.as)) return { name, label: select.as };
    const field = sources.get(select.source)?.fields.get(select.fieldId)?.name ?? select.fieldId;
    // A count counts rows: «تعداد» alone, the wording the built-in reports' count columns have.
    if (select.aggregate === 'count') return { name, label: reportMessages.countColumn };
    if (select.aggregate) return { name, label: queryMessages.aggregateLabel[select.aggregate](field) };
    if (select.dateGroup) return { name, label: queryMessages.dateGroupLabel[select.dateGroup](field) };
    if (select.optionLabels) return { name, label: queryMessages.optionLabel(field) };
    return { name, label: field };
  });
  for (const computed of definition.computingFields) columns.push({ name: computed.as, label: computed.as });
  return columns;
}
