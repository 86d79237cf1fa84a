// The browser's FlowHost: the client-side effects of SPEC §4 applied to one rendered form. It offers none of
// the server-only methods (read, fetch, …): a function holding them is server-side and never runs here, and
// if one did, the interpreter would end it with "not run in this environment", never a fake result.
// A server run's recorded effects are replayed through the same host, so both sides look the same.
import {
  FlowError,
  toPlainValue,
  TOAST_COLORS,
  type FlowHost,
  type FlowToast,
  type FlowValue,
  type FunctionEffect,
} from '@darvazeh/shared';
import type { FormStore } from '../form-store';
import type { FieldIndex } from './field-index';
import { formFunctionMessages as m } from '../../../../lib/messages';

/** What the form does for a host besides its answers: toasts, the disabled state, navigation. */
export interface FormSurface {
  toast(toast: FlowToast): void;
  disable(disabled: boolean): void;
  /** Goes to a site path or an http(s) address (already checked). */
  redirect(url: string): void;
}

const SAFE_REDIRECT = /^(https?:\/\/|\/)/i;

/** Whether a redirect target is an http(s) address or a path of this site (what the flow engine allows). */
export function isSafeRedirect(url: string): boolean {
  return SAFE_REDIRECT.test(url);
}

/** A host writing into `store` (answers and `display-{id}` flags) and acting through `surface`. */
export function browserHost(
  store: FormStore,
  fields: FieldIndex,
  surface: FormSurface,
): FlowHost & { redirected: boolean } {
  const setFlag = (fieldId: string, shown: boolean) => {
    const key = fields.displayKeys.get(fieldId);
    if (key === undefined) throw new FlowError(m.unknownSubform(fieldId));
    store.set(key, shown);
  };
  const host = {
    redirected: false,
    // A copy: the interpreter shares arrays by reference, and the store must never hold its values.
    setAnswer: (fieldId: string, value: FlowValue) =>
      store.set(fields.answerKeys.get(fieldId) ?? fieldId, toPlainValue(value)),
    showSubform: (fieldId: string) => setFlag(fieldId, true),
    hideSubform: (fieldId: string) => setFlag(fieldId, false),
    toast: (toast: FlowToast) => surface.toast(toast),
    disableForm: (disabled: boolean) => surface.disable(disabled),
    redirect: (url: string) => {
      if (!isSafeRedirect(url)) throw new FlowError(m.unsafeRedirect);
      host.redirected = true;
      surface.redirect(url);
    },
  };
  return host;
}

const isToastColor = (color: string): color is FlowToast['color'] =>
  (TOAST_COLORS as readonly string[]).includes(color);

/** Replays one effect a server run recorded, through the browser host; a FlowError means it could not apply. */
export async function replayEffect(host: FlowHost, effect: FunctionEffect): Promise<void> {
  switch (effect.kind) {
    case 'toast':
      return host.toast({
        color: isToastColor(effect.color) ? effect.color : 'info',
        title: effect.title,
        text: effect.text,
      });
    case 'subform':
      return host.showSubform(effect.fieldId);
    case 'hideSubform':
      return host.hideSubform(effect.fieldId);
    case 'disableForm':
      return host.disableForm(effect.disabled);
    case 'redirect':
      return host.redirect(effect.url);
  }
}
