import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useUserSearch, type IdName } from '../api/refer-targets';
import { ActionDialog, useActionState } from './action-dialog';
import { inboxMessages } from '../../../lib/messages';
import { NoteField } from './note-field';

const m = inboxMessages.reassign;

/** «واگذاری» (Admins): hands the task to one user, picked by last name, with an optional note. */
export function ReassignDialog({
  revision,
  isPending,
  onSubmit,
  onClose,
}: {
  revision: number;
  isPending: boolean;
  onSubmit: (body: { revision: number; userId: number; note: string }) => void;
  onClose: () => void;
}) {
  const [input, setInput] = useState('');
  const [user, setUser] = useState<IdName | null>(null);
  const action = useActionState(onSubmit);
  const { data, isFetching } = useUserSearch(input, true);
  return (
    <ActionDialog
      text={m}
      action={action}
      check={() =>
        user ? { revision, userId: user.id, note: action.note.trim() } : { refusal: m.userRequired }
      }
      isPending={isPending}
      onClose={onClose}
    >
      <Autocomplete
        value={user}
        options={data ?? []}
        loading={isFetching}
        noOptionsText={m.noUser}
        filterOptions={(options) => options}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_event, next) => setUser(next)}
        onInputChange={(_event, text, reason) => setInput(reason === 'input' ? text : '')}
        renderInput={(params) => <TextField {...params} label={m.user} placeholder={m.userSearch} />}
      />
      <NoteField label={inboxMessages.actions.note} value={action.note} onChange={action.setNote} />
    </ActionDialog>
  );
}
