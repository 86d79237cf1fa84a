import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { AddRowButton } from '../../../components/editable-rows';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { SelectField, toOptions } from '../../../components/select-field';
import { SwitchField } from '../../../components/switch-field';
import { eventMessages } from '../../../lib/messages';
import { type UserPickerComponent } from '../api/event-queries';
import type { EventFormValues } from '../event-form-values';
import { useAllFunctions } from '../../../lib/shared-lists';

const text = eventMessages;
type RunAs = EventFormValues['runAs'];

interface Props {
  values: EventFormValues;
  set: (change: Partial<EventFormValues>) => void;
  errors: Partial<Record<'functionId' | 'runAs' | 'runAsUserId' | 'notification', string>>;
  bindTemplate: object;
  /** Finds a user by name (the page hands in the portal's user picker). */
  UserPicker: UserPickerComponent;
}

/** What the event does: run a function (with whose rights) and/or send a notification. */
export function EventActionFields({ values, set, errors, bindTemplate, UserPicker }: Props) {
  const functions = useAllFunctions().data?.list ?? [];
  const schedule = values.kind === 'schedule';
  const runAsChoices = (Object.keys(text.runAsOptions) as RunAs[])
    .filter((runAs) => !(schedule && runAs === 'actor'))
    .map((value) => ({ value, label: text.runAsOptions[value] }));
  const toggleChannel = (channel: 'email' | 'sms', on: boolean) =>
    set({ channels: on ? [...values.channels, channel] : values.channels.filter((c) => c !== channel) });
  return (
    <>
      <SelectField
        label={text.function}
        name="functionId"
        value={values.functionId}
        noneLabel={text.noFunction}
        options={toOptions(functions, (f) => f.fname)}
        onChange={(functionId) => set({ functionId })}
        error={errors.functionId !== undefined}
        helperText={errors.functionId}
      />
      {values.functionId !== null && (
        <SelectField
          label={text.runAs}
          name="runAs"
          value={values.runAs}
          options={runAsChoices}
          onChange={(runAs) => set({ runAs: runAs ?? 'owner' })}
          error={errors.runAs !== undefined}
          helperText={errors.runAs}
        />
      )}
      {values.functionId !== null && values.runAs === 'user' && (
        <UserPicker userId={values.runAsUserId} onChange={(runAsUserId) => set({ runAsUserId })} />
      )}
      <SwitchField
        label={text.notify}
        name="notify"
        checked={values.notify}
        onChange={(notify) => set({ notify })}
      />
      {values.notify && (
        <>
          <FormGroup row>
            {(['email', 'sms'] as const).map((channel) => (
              <FormControlLabel
                key={channel}
                label={text.channels[channel]}
                control={
                  <Checkbox
                    checked={values.channels.includes(channel)}
                    onChange={(event) => toggleChannel(channel, event.target.checked)}
                  />
                }
              />
            ))}
            {!schedule && (
              <FormControlLabel
                label={text.toActor}
                control={
                  <Checkbox checked={values.toActor} onChange={(e) => set({ toActor: e.target.checked })} />
                }
              />
            )}
          </FormGroup>
          {values.userIds.map((userId, index) => (
            <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <UserPicker
                  userId={userId}
                  onChange={(id) => set({ userIds: values.userIds.map((u, i) => (i === index ? id : u)) })}
                />
              </Box>
              <IconButton
                aria-label={text.removeRecipient}
                title={text.removeRecipient}
                onClick={() => set({ userIds: values.userIds.filter((_, i) => i !== index) })}
              >
                <DeleteOutlined />
              </IconButton>
            </Box>
          ))}
          <AddRowButton label={text.addRecipient} onClick={() => set({ userIds: [...values.userIds, 0] })} />
          <TextField
            required
            multiline
            minRows={3}
            label={text.template}
            {...bindTemplate}
            error={errors.notification !== undefined}
            helperText={errors.notification ?? text.templateHint}
          />
        </>
      )}
    </>
  );
}
