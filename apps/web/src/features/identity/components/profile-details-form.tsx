import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { toLatinDigits, userInfoBody, type UserInfo } from '@darvazeh/shared';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useUpdateUserInfo, type UserInfoUpdate } from '../api/account-queries';
import { commonMessages } from '../../../lib/messages';
import { SchemaForm } from '../../../components/schema-form';

type DetailsField = keyof UserInfoUpdate;

const fields: { name: DetailsField; autoComplete: string; isLatin?: boolean; inputMode?: 'email' | 'tel' }[] =
  [
    { name: 'firstName', autoComplete: 'given-name' },
    { name: 'lastName', autoComplete: 'family-name' },
    { name: 'email', autoComplete: 'email', isLatin: true, inputMode: 'email' },
    { name: 'mobile', autoComplete: 'tel', isLatin: true, inputMode: 'tel' },
  ];

/** The user's own name, e-mail and mobile, checked with the server's schema before saving. */
export function ProfileDetailsForm({ info }: { info: UserInfo }) {
  const { mutate, isPending } = useUpdateUserInfo();
  const form = useSchemaForm<Record<DetailsField, string>, UserInfoUpdate>({
    initial: {
      firstName: info.firstName,
      lastName: info.lastName,
      email: info.email ?? '',
      mobile: info.mobile ?? '',
    },
    schema: userInfoBody,
    toBody: (values) => ({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      mobile: toLatinDigits(values.mobile.trim()),
    }),
    onValid: (body) => mutate(body),
  });
  const { text: bind } = form;

  return (
    <SchemaForm form={form} sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label={commonMessages.person.username}
        value={info.username}
        disabled
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {fields.map(({ name, autoComplete, isLatin, inputMode }) => (
          <TextField
            key={name}
            label={commonMessages.person[name]}
            {...bind(name)}
            autoComplete={autoComplete}
            required={name === 'firstName' || name === 'lastName'}
            slotProps={{ htmlInput: { ...(isLatin && { dir: 'ltr' }), ...(inputMode && { inputMode }) } }}
          />
        ))}
      </Box>
      <Button type="submit" variant="contained" loading={isPending} sx={{ justifySelf: 'start' }}>
        {commonMessages.save}
      </Button>
    </SchemaForm>
  );
}
