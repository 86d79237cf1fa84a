import { useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { returnTaskBody, type ReturnTaskBody } from '@darvazeh/shared';
import { ActionDialog, bodyOrRefusal, useActionState } from './action-dialog';
import { inboxMessages } from '../../../lib/messages';
import { NoteField } from './note-field';

const m = inboxMessages.returnTo;

/**
 * «بازگرداندن»: to the applicant for a fix, or to an earlier step the request passed (by its name); a
 * note is required (the applicant reads it when the request comes back to them).
 */
export function ReturnDialog({
  revision,
  targets,
  isPending,
  onSubmit,
  onClose,
}: {
  revision: number;
  targets: readonly { key: string; name: string }[];
  isPending: boolean;
  onSubmit: (body: ReturnTaskBody) => void;
  onClose: () => void;
}) {
  const [to, setTo] = useState('applicant');
  const action = useActionState(onSubmit);
  return (
    <ActionDialog
      text={m}
      action={action}
      check={() => bodyOrRefusal(returnTaskBody.safeParse({ revision, to, note: action.note }))}
      isPending={isPending}
      onClose={onClose}
    >
      <FormControl>
        <FormLabel id="return-to-label">{m.to}</FormLabel>
        <RadioGroup
          aria-labelledby="return-to-label"
          value={to}
          onChange={(event) => setTo(event.target.value)}
        >
          <FormControlLabel value="applicant" control={<Radio />} label={m.applicant} />
          {targets.map((target) => (
            <FormControlLabel
              key={target.key}
              value={target.key}
              control={<Radio />}
              label={m.step(target.name)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <NoteField
        label={m.note}
        value={action.note}
        onChange={action.setNote}
        minRows={3}
        required
        error={action.error !== null && action.note.trim() === ''}
      />
    </ActionDialog>
  );
}
