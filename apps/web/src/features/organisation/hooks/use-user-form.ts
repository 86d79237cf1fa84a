import {
  createUserBody,
  toLatinDigits,
  updateUserBody,
  VALIDATION_MESSAGES,
  type CreateUserBody,
} from '@darvazeh/shared';
import type { FieldErrors } from '../../../lib/form-errors';
import type { Placement } from '../components/responsibility-fields';
import { useSchemaForm, type SchemaFormOptions } from '../../../lib/use-schema-form';
import type { UpdateUserFields } from '../api/user-queries';
import type { AdminUser } from '../types';

/** The text fields of the user dialog. */
export type UserTextField =
  'username' | 'firstName' | 'lastName' | 'email' | 'mobile' | 'nationalId' | 'password';

/** What the user dialog holds while an Admin types; a new user's responsibility too (Placement). */
export interface UserFormValues extends Record<UserTextField, string>, Placement {
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
    nationalId: user?.nationalId ?? '',
    password: '',
    roleIds: user?.roles.map((role) => role.id) ?? [],
    locked: user?.locked ?? false,
    unitId: null,
    unitRoleId: null,
    personalId: '',
  };
}

/** The `PUT user/{id}` body: exactly the fields `updateUserBody` allows; blanks become null. */
export function toUpdateBody(values: UserFormValues): UpdateUserFields {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim() || null,
    mobile: toLatinDigits(values.mobile.trim()) || null,
    nationalId: toLatinDigits(values.nationalId.trim()) || null,
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
    unitId: values.unitId,
    unitRoleId: values.unitRoleId,
    personalId: toLatinDigits(values.personalId.trim()) || null,
  };
}

/** The server's refusal of a common password (only the server checks those), as the field's error. */
export function serverPasswordError(error: unknown): FieldErrors {
  return error instanceof Error && error.message === VALIDATION_MESSAGES.passwordCommon
    ? { password: error.message }
    : {};
}

/**
 * The user dialog's form, checked with the shared schema of a create (`user` null) or an update, so the
 * browser's messages equal the server's; `onValid` gets the body to send and can put a refusal of the
 * server's under its field.
 */
export function useUserForm(
  user: AdminUser | null,
  onValid: SchemaFormOptions<UserFormValues, CreateUserBody | UpdateUserFields>['onValid'],
) {
  return useSchemaForm<UserFormValues, CreateUserBody | UpdateUserFields>({
    initial: initialUserValues(user),
    schema: user ? updateUserBody : createUserBody,
    toBody: user ? toUpdateBody : toCreateBody,
    onValid,
  });
}
