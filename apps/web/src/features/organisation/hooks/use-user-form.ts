import { useState } from 'react';
import {
  createUserBody,
  toLatinDigits,
  updateUserBody,
  VALIDATION_MESSAGES,
  type CreateUserBody,
} from '@darvazeh/shared';
import { hasNoErrors, schemaErrors, type FieldErrors } from '../../../lib/form-errors';
import type { UpdateUserFields } from '../api/update-user';
import type { AdminUser } from '../types';

/** The text fields of the user dialog. */
export type UserTextField = 'username' | 'firstName' | 'lastName' | 'email' | 'mobile' | 'password';

/** What the user dialog holds while an Admin types. */
export interface UserFormValues extends Record<UserTextField, string> {
  roleIds: number[];
  locked: boolean;
}

/** The dialog's starting values: blank for a new user, else the user's own. */
export function initialUserValues(user: AdminUser | null): UserFormValues {
  return {
    username: user?.username ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    mobile: user?.mobile ?? '',
    password: '',
    roleIds: user?.roles.map((role) => role.id) ?? [],
    locked: user?.locked ?? false,
  };
}

/** The `PUT user/{id}` body: exactly the fields `updateUserBody` allows; blanks become null. */
export function toUpdateBody(values: UserFormValues): UpdateUserFields {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim() || null,
    mobile: toLatinDigits(values.mobile.trim()) || null,
    roleIds: values.roleIds,
    locked: values.locked,
  };
}

/** The `POST user` body; without a password the server makes a temporary one. */
export function toCreateBody(values: UserFormValues): CreateUserBody {
  const password = values.password;
  return {
    username: toLatinDigits(values.username.trim()),
    ...toUpdateBody(values),
    ...(password && { password }),
  };
}

type UserFormField = UserTextField | 'roleIds' | 'locked';

/** Form state checked with the shared schemas, so the browser's messages equal the server's. */
export function useUserForm(user: AdminUser | null) {
  const [values, setValues] = useState<UserFormValues>(() => initialUserValues(user));
  const [errors, setErrors] = useState<FieldErrors<UserFormField>>({});

  /** Checks the values; answers the body to send, or null after showing the errors. */
  const validate = (): CreateUserBody | UpdateUserFields | null => {
    const body = user ? toUpdateBody(values) : toCreateBody(values);
    const found = schemaErrors<UserFormField>(user ? updateUserBody : createUserBody, body);
    setErrors(found);
    return hasNoErrors(found) ? body : null;
  };

  /** Puts the server's refusal of a common password (only the server checks those) under the field. */
  const showServerError = (error: unknown): void => {
    if (error instanceof Error && error.message === VALIDATION_MESSAGES.passwordCommon)
      setErrors({ password: error.message });
  };

  return { values, setValues, errors, validate, showServerError };
}
