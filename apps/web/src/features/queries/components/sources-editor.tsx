import { SelectField } from '../../../components/select-field';
import { queryMessages as m } from '../../../lib/messages';
import {
  freeAlias,
  draftRows,
  newKey,
  withoutSource,
  type DefinitionDraft,
  type ResolvedSource,
  type SourceCollection,
} from '../definition-draft';
import { EditorPart, EditorRow } from './editor-part';
import { fieldChoices, FieldSelect } from './field-select';

const text = m.sources;

interface SourcesEditorProps {
  draft: DefinitionDraft;
  resolved: readonly ResolvedSource[];
  collections: readonly SourceCollection[];
  onChange: (draft: DefinitionDraft) => void;
}

/**
 * The sources: the first one's collection, and each later one's collection with the join that brings it
 * in (a field of a source before it equal to a field of its own; inner or left).
 */
export function SourcesEditor({ draft, resolved, collections, onChange }: SourcesEditorProps) {
  const options = collections.map((c) => ({ value: String(c.id), label: c.fname }));
  const setSource = (index: number, patch: Partial<DefinitionDraft['sources'][number]>) =>
    onChange({ ...draft, sources: draft.sources.map((s, i) => (i === index ? { ...s, ...patch } : s)) });
  const add = draftRows(draft, onChange, 'sources').add;
  return (
    <EditorPart
      text={text}
      onAdd={
        add && (() => add({ key: newKey(), alias: freeAlias(draft.sources), collectionId: null, join: null }))
      }
    >
      {resolved.map(({ draft: source, n }, index) => {
        const before = fieldChoices(resolved.slice(0, index));
        const own = fieldChoices([resolved[index] as ResolvedSource]);
        const join = source.join;
        return (
          <EditorRow
            key={source.key}
            label={text.source(n)}
            columns={index === 0 ? 'minmax(0, 1fr)' : 'repeat(2, minmax(0, 1fr))'}
            removeLabel={index === 0 ? undefined : text.remove(n)}
            onRemove={
              index === 0
                ? undefined
                : () => {
                    const pruned = withoutSource(draft, source.alias);
                    onChange({ ...pruned, sources: pruned.sources.filter((s) => s.key !== source.key) });
                  }
            }
          >
            <SelectField
              size="small"
              required
              label={index === 0 ? text.collection : text.source(n)}
              value={source.collectionId === null ? null : String(source.collectionId)}
              options={options}
              onChange={(value) => {
                const collection = collections.find((c) => String(c.id) === value);
                const pruned = withoutSource(draft, source.alias);
                onChange({
                  ...pruned,
                  sources: pruned.sources.map((s) =>
                    s.key === source.key
                      ? { ...s, collectionId: collection?.id ?? null, join: index === 0 ? null : s.join }
                      : s,
                  ),
                });
              }}
            />
            {index > 0 && (
              <>
                <FieldSelect
                  label={text.joinLeft}
                  choices={before}
                  alias={join?.left.source ?? ''}
                  fieldId={join?.left.fieldId ?? ''}
                  onChange={(choice) =>
                    setSource(index, {
                      join: {
                        left: { source: choice.alias, fieldId: choice.field.id },
                        fieldId: join?.fieldId ?? '',
                        kind: join?.kind ?? 'inner',
                      },
                    })
                  }
                />
                <FieldSelect
                  label={text.joinRight}
                  choices={own}
                  alias={source.alias}
                  fieldId={join?.fieldId ?? ''}
                  onChange={(choice) =>
                    setSource(index, {
                      join: {
                        left: join?.left ?? { source: '', fieldId: '' },
                        fieldId: choice.field.id,
                        kind: join?.kind ?? 'inner',
                      },
                    })
                  }
                />
                <SelectField
                  size="small"
                  label={text.joinKind}
                  value={join?.kind ?? 'inner'}
                  options={(['inner', 'left'] as const).map((kind) => ({
                    value: kind,
                    label: text.joinKinds[kind],
                  }))}
                  onChange={(kind) =>
                    setSource(index, {
                      join: {
                        left: join?.left ?? { source: '', fieldId: '' },
                        fieldId: join?.fieldId ?? '',
                        kind: kind ?? 'inner',
                      },
                    })
                  }
                />
              </>
            )}
          </EditorRow>
        );
      })}
    </EditorPart>
  );
}
