import { useMemo } from 'react';
import { queryMessages as m } from '../../../lib/messages';
import { recordSourceFields, systemSourceFields, type SourceCollection } from '../definition-draft';
import { useAllCollections, useSystemCollections } from '../../../lib/shared-lists';

/**
 * Every collection a source may read, with its fields: the data collections (their form fields and the
 * record's own columns), then the system collections that have a table.
 */
export function useSourceCollectionList(): SourceCollection[] {
  const data = useAllCollections().data?.list;
  const system = useSystemCollections().data;
  return useMemo(
    () => [
      ...(data ?? []).map((c) => ({
        id: c.id,
        fname: c.fname,
        fields: recordSourceFields(c.formInfo.formFields, m.recordColumns),
      })),
      ...(system ?? []).map((c) => ({
        id: c.name,
        fname: m.sources.system(c.fname),
        fields: systemSourceFields(c.fields),
      })),
    ],
    [data, system],
  );
}
