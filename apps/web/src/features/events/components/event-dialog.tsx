import TextField from '@mui/material/TextField';
import { systemEventBody, type SystemEventBody, type SystemEventItem } from '@darvazeh/shared';
import { FormDialog, useSaveDialogForm } from '../../../components/form-dialog';
import { eventMessages } from '../../../lib/messages';
import { useSaveEvent, type UserPickerComponent } from '../api/event-queries';
import { bodyOf, formValuesOf, type EventFormValues } from '../event-form-values';
import { EventActionFields } from './event-action-fields';
import { EventTriggerFields } from './event-trigger-fields';

const text = eventMessages;

/** Creates or edits an event: its name, what sets it off, and what it does. */
export function EventDialog({
  item,
  onClose,
  UserPicker,
}: {
  item: SystemEventItem | null;
  onClose: () => void;
  UserPicker: UserPickerComponent;
}) {
  const { form, dialog } = useSaveDialogForm<EventFormValues, SystemEventBody, unknown>(
    useSaveEvent(),
    item,
    onClose,
    { initial: formValuesOf(item), schema: systemEventBody, toBody: bodyOf },
  );
  return (
    <FormDialog title={item ? text.edit : text.create} {...dialog} maxWidth="md">
      <TextField required autoFocus label={text.name} {...form.text('fname')} />
      <TextField label={text.description} multiline minRows={2} {...form.text('description')} />
      <EventTriggerFields
        values={form.values}
        set={form.set}
        error={form.errors.trigger}
        bindText={(name, helper) => form.text(name, helper)}
      />
      <EventActionFields
        values={form.values}
        set={form.set}
        errors={form.errors}
        bindTemplate={form.text('template')}
        UserPicker={UserPicker}
      />
    </FormDialog>
  );
}
