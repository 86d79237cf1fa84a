import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { toLatinDigits, userInfoBody, type UserInfo } from '@darvazeh/shared';
import { hasNoErrors, schemaErrors, type FieldErrors } from '../../../lib/form-errors';
import { messages } from '../../../lib/messages';
import { useUpdateUserInfo, type UserInfoUpdate } from '../api/update-user-info';

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
  const [values, setValues] = useState<Record<DetailsField, string>>({
    firstName: info.firstName,
    lastName: info.lastName,
    email: info.email ?? '',
    mobile: info.mobile ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors<DetailsField>>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body: UserInfoUpdate = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      mobile: toLatinDigits(values.mobile.trim()),
    };
    const found = schemaErrors<DetailsField>(userInfoBody, body);
    setErrors(found);
    if (hasNoErrors(found)) mutate(body);
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label={messages.profile.username}
        value={info.username}
        disabled
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {fields.map(({ name, autoComplete, isLatin, inputMode }) => (
          <TextField
            key={name}
            label={messages.profile[name]}
            name={name}
            autoComplete={autoComplete}
            required={name === 'firstName' || name === 'lastName'}
            value={values[name]}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
            error={errors[name] !== undefined}
            helperText={errors[name]}
            slotProps={{ htmlInput: { ...(isLatin && { dir: 'ltr' }), ...(inputMode && { inputMode }) } }}
          />
        ))}
      </Box>
      <Button type="submit" variant="contained" loading={isPending} sx={{ justifySelf: 'start' }}>
        {messages.profile.save}
      </Button>
    </Box>
  );
}
