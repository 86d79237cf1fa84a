// Driving MUI's pickers the way a person does, for component tests: MUI renders menus and list boxes in
// a portal, and a closed one may still be fading out while the next opens.
import { fireEvent, waitFor, within } from '@testing-library/react';

/** Types `value` into `box` in one change, as a paste would. */
export const typeInto = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });

/** Clicks the entry `name` of the menu or list box opened last. */
export async function pick(role: 'menuitem' | 'option', name: string) {
  const selector = role === 'menuitem' ? '[role="menu"]' : '[role="listbox"]';
  const entry = await waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>(selector)].at(-1);
    if (!open) throw new Error(`no open ${role} list`);
    return within(open).getByRole(role, { name });
  });
  fireEvent.click(entry);
}

/** Picks `option` in the MUI select labelled `label` inside `scope`. */
export async function choose(scope: HTMLElement, label: string, option: string) {
  // A select's accessible name is its label followed by the chosen value.
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await pick('option', option);
}
