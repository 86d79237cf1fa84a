// Filling the sign-in and password forms in component tests the way a person does: one change a field.
import { screen } from '@testing-library/react';
import { typeInto } from '../../../test/mui-pick.fixture';

/** Types `value` into the field whose accessible label matches `label`. */
export const typeLabelled = (label: RegExp, value: string) => typeInto(screen.getByLabelText(label), value);

/** Types `password` as the new password and as its repeat. */
export function typeNewPassword(password: string) {
  typeLabelled(/^رمز عبور جدید/, password);
  typeLabelled(/^تکرار رمز عبور جدید/, password);
}
