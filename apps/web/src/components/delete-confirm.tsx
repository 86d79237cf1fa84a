import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/** A deletion by row id: a `useRemoveResource` mutation, or one shaped like it. */
export interface RemoveMutation {
  isPending: boolean;
  mutate: (id: number, options: { onSuccess: () => void; onSettled: () => void }) => void;
}

/** What the dialog asks before a deletion: its title, and the question naming the row. */
export interface DeleteQuestion<T> {
  title: string;
  text: (item: T) => string;
}

/** The row waiting for the user's yes to its deletion, and how to delete it. */
export interface DeleteConfirmState<T> {
  item: T | null;
  /** Opens the dialog for `item`. */
  ask: (item: T) => void;
  close: () => void;
  remove: RemoveMutation;
  question: DeleteQuestion<T>;
  onDeleted?: (item: T) => void;
}

/**
 * Holds the row a delete button picked until the user confirms (then `remove` deletes it, and
 * `onDeleted` follows) or cancels. `DeleteConfirm` shows the dialog.
 */
export function useDeleteConfirm<T extends { id: number }>(
  remove: RemoveMutation,
  question: DeleteQuestion<T>,
  onDeleted?: (item: T) => void,
): DeleteConfirmState<T> {
  const [item, setItem] = useState<T | null>(null);
  return { item, ask: setItem, close: () => setItem(null), remove, question, onDeleted };
}

/**
 * Asks before deleting the row `state` holds, then deletes it. The dialog closes once the deletion has
 * answered either way: a refusal is explained by its toast, and asking again would not change it.
 */
export function DeleteConfirm<T extends { id: number }>({ state }: { state: DeleteConfirmState<T> }) {
  const { item, close, remove, question, onDeleted } = state;
  return (
    <ConfirmDialog
      open={item !== null}
      title={question.title}
      text={item === null ? '' : question.text(item)}
      isPending={remove.isPending}
      onClose={close}
      onConfirm={() =>
        item && remove.mutate(item.id, { onSuccess: () => onDeleted?.(item), onSettled: close })
      }
    />
  );
}
