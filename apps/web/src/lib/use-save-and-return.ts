import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/** The part of a `useSaveResource` mutation a definition page calls. */
interface SaveMutation<B> {
  mutate: (input: { id?: number; body: B }, options: { onSuccess: () => void }) => void;
}

/**
 * A definition page's save that returns to its list: `saveThenLeave(body, values)` saves the row `id`
 * (none: a new one) through `save`; once saved, `values` become the clean state and the page goes to
 * `listPath` after they have rendered, so the page's unsaved-changes guard no longer holds it.
 * `holdsChanges(values)` is that guard's `when`: the values differ from the last saved (or the first)
 * ones and the page is not leaving after a save.
 */
export function useSaveAndReturn<V, B>(
  save: SaveMutation<B>,
  id: number | undefined,
  initial: V,
  listPath: string,
) {
  const navigate = useNavigate();
  const [saved, setSaved] = useState(() => JSON.stringify(initial));
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  useEffect(() => {
    if (leaveTo) void navigate(leaveTo);
  }, [leaveTo, navigate]);

  const saveThenLeave = (body: B, values: V) =>
    save.mutate(id === undefined ? { body } : { id, body }, {
      onSuccess: () => {
        setSaved(JSON.stringify(values));
        setLeaveTo(listPath);
      },
    });
  const holdsChanges = (values: V) => JSON.stringify(values) !== saved && leaveTo === null;
  return { saveThenLeave, holdsChanges };
}
