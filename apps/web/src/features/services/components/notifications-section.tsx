// The designer's «اطلاع‌رسانی‌ها»: the messages a service sends its applicant when a request is registered,
// reaches a status-change step's status, or ends. People choose when and how from Persian lists and write
// the text with placeholders inserted from chips at the cursor; the stored shape never shows.
import { useRef } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AddRowButton } from '../../../components/editable-rows';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import {
  NOTIFICATION_PLACEHOLDER_LABELS,
  NOTIFICATION_PLACEHOLDERS,
  PROCESS_END_RESULTS,
  SERVICE_NOTIFICATION_CHANNELS,
  notificationStatuses,
  renderNotificationTemplate,
  type NotificationTrigger,
  type ServiceNotification,
} from '@darvazeh/shared';
import { SelectField, type SelectOption } from '../../../components/select-field';
import { serviceMessages } from '../../../lib/messages';
import { DesignerPart, textAt, type DraftForm } from './designer-part';

const text = serviceMessages.designer;
const processText = serviceMessages.process;

// The select's values are internal keys, never shown: `status:<label>` or `end:<result>`.
const keyOf = (on: NotificationTrigger) =>
  on.kind === 'status' ? `status:${on.status}` : `end:${on.result}`;
function triggerOf(key: string): NotificationTrigger {
  const result = PROCESS_END_RESULTS.find((r) => key === `end:${r}`);
  return result ? { kind: 'end', result } : { kind: 'status', status: key.slice('status:'.length) };
}

/** When a template may be sent, in the draft as it stands: registration, each status step, each end. */
export function triggerOptions(form: DraftForm): SelectOption<string>[] {
  const [registered, ...statuses] = notificationStatuses(form.draft.registeredStatus, form.draft.process);
  return [
    { value: `status:${registered}`, label: text.atRegistration },
    ...statuses.map((status) => ({ value: `status:${status}`, label: text.atStatus(status) })),
    ...PROCESS_END_RESULTS.map((result) => ({
      value: `end:${result}`,
      label: text.atEnd(processText.results[result] ?? result),
    })),
  ];
}

const channelOptions = SERVICE_NOTIFICATION_CHANNELS.map((channel) => ({
  value: channel,
  label: processText.channelNames[channel] ?? channel,
}));

// The preview fills each placeholder with its Persian name, so people see where the values go.
const previewValues = Object.fromEntries(
  NOTIFICATION_PLACEHOLDERS.map((name) => [name, `«${NOTIFICATION_PLACEHOLDER_LABELS[name]}»`]),
);

interface RowProps {
  form: DraftForm;
  index: number;
  options: SelectOption<string>[];
  onChange: (next: ServiceNotification) => void;
  onRemove: () => void;
}

function NotificationRow({ form, index, options, onChange, onRemove }: RowProps) {
  const notification = form.draft.notifications[index]!;
  const input = useRef<HTMLTextAreaElement | null>(null);
  const path = `notifications.${index}`;
  const key = keyOf(notification.on);
  // A status the process no longer has stays visible (and refused) rather than silently blank.
  const shown = options.some((option) => option.value === key)
    ? options
    : [...options, { value: key, label: text.statusMissing(key.slice('status:'.length)) }];

  const insert = (name: string) => {
    const token = `{${name}}`;
    const element = input.current;
    const value = notification.template;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    onChange({ ...notification, template: value.slice(0, start) + token + value.slice(end) });
    const caret = start + token.length;
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(caret, caret);
    });
  };

  return (
    <Box
      role="group"
      aria-label={`${text.notifications} ${(index + 1).toLocaleString('fa-IR')}`}
      sx={{ display: 'grid', gap: 1.5, borderTop: 1, borderColor: 'divider', pt: 2 }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: 'minmax(0, 2fr) minmax(0, 1fr) auto' },
          alignItems: 'start',
        }}
      >
        <SelectField
          size="small"
          label={text.notificationWhen}
          name={`${path}.on`}
          value={key}
          options={shown}
          onChange={(value) => value !== null && onChange({ ...notification, on: triggerOf(value) })}
          error={form.errors[`${path}.on.status`] !== undefined}
          helperText={form.errors[`${path}.on.status`]}
        />
        <SelectField
          size="small"
          label={text.notificationChannel}
          name={`${path}.channel`}
          value={notification.channel}
          options={channelOptions}
          onChange={(value) => value !== null && onChange({ ...notification, channel: value })}
          sx={{ gridColumn: { xs: '1', md: 'auto' }, gridRow: { xs: '2', md: 'auto' } }}
        />
        <IconButton aria-label={text.removeNotification(index + 1)} onClick={onRemove}>
          <DeleteOutlined />
        </IconButton>
      </Box>
      <TextField
        label={text.notificationText}
        multiline
        minRows={2}
        inputRef={input}
        {...textAt(form, `${path}.template`, text.notificationTextHint)}
        slotProps={{ htmlInput: { dir: 'auto' } }}
      />
      <Box
        role="group"
        aria-label={text.placeholders}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <Typography variant="body2" color="text.secondary" aria-hidden>
          {text.placeholders}:
        </Typography>
        {NOTIFICATION_PLACEHOLDERS.map((name) => (
          <Chip
            key={name}
            size="small"
            variant="outlined"
            label={NOTIFICATION_PLACEHOLDER_LABELS[name]}
            aria-label={text.insertPlaceholder(NOTIFICATION_PLACEHOLDER_LABELS[name])}
            onClick={() => insert(name)}
          />
        ))}
      </Box>
      {notification.template.trim() !== '' && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {text.preview(renderNotificationTemplate(notification.template, previewValues))}
        </Typography>
      )}
    </Box>
  );
}

/** The service's notification templates: add, edit and remove them (SPEC-beyond: issue 16's messages). */
export function NotificationsSection({ form }: { form: DraftForm }) {
  const { notifications } = form.draft;
  const options = triggerOptions(form);
  const setAll = (next: ServiceNotification[]) => form.set('notifications', next);
  return (
    <DesignerPart title={text.notifications} subtitle={text.notificationsHint}>
      {notifications.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {text.noNotifications}
        </Typography>
      )}
      {notifications.map((_notification, index) => (
        <NotificationRow
          key={index}
          form={form}
          index={index}
          options={options}
          onChange={(next) => setAll(notifications.map((old, i) => (i === index ? next : old)))}
          onRemove={() => setAll(notifications.filter((_old, i) => i !== index))}
        />
      ))}
      <AddRowButton
        label={text.addNotification}
        onClick={() =>
          setAll([...notifications, { on: triggerOf(options[0]!.value), channel: 'sms', template: '' }])
        }
      />
    </DesignerPart>
  );
}
