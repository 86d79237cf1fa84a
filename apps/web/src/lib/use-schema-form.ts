// The one way a form holds its values and checks them (STYLE.md §6): the same zod schema as the server,
// so the browser's messages and the server's 400s agree. Only safeParse is used, not zod itself.
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  hasNoErrors,
  revealFirstError,
  schemaErrors,
  type CheckableSchema,
  type FieldErrors,
} from './form-errors';
import { showToast } from './toast-store';

/** How a schema form starts, what it checks, and what it does with a body that passes. */
export interface SchemaFormOptions<V extends object, B> {
  initial: V;
  /** Messages shown under their fields from the start (a refusal that brought the user back to this form). */
  initialErrors?: FieldErrors;
  /** The request schema the server checks too (`newsBody`, `unitBody`, …). */
  schema: CheckableSchema;
  /** The body sent for the values (trimmed, converted); the values themselves when absent. */
  toBody?: (values: V) => B;
  /** Checks a schema cannot make (a Jalali date that parses); their messages join the schema's. */
  extraErrors?: (values: V, body: B) => FieldErrors;
  /**
   * Called with the body once every check passes; `setErrors` puts a refusal only the server can make
   * (a common password, a taken name) under its field.
   */
  onValid: (body: B, form: { setErrors: (errors: FieldErrors) => void }) => void;
  /**
   * Whether a failed check also toasts the first message (default true). A short form whose every field
   * is in view (the sign-in forms) turns it off: the messages under the fields say it all.
   */
  announceErrors?: boolean;
}

/** The props a text field binds to one value: name, value, change, error state and message. */
export interface TextBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: boolean;
  helperText: string | undefined;
}

/**
 * A form's values, errors and submit: `text(name)` binds a text field, `set` changes values, `submit`
 * checks the body against the schema and either calls `onValid` or shows every field's first message,
 * scrolls to the first one and announces it in a toast (a long form's error may be below the fold).
 */
export function useSchemaForm<V extends object, B = V>(options: SchemaFormOptions<V, B>) {
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<FieldErrors>(options.initialErrors ?? {});
  const formRef = useRef<HTMLFormElement>(null);

  const set = (change: Partial<V>) => setValues((current) => ({ ...current, ...change }));

  const text = (name: keyof V & string, helper?: string): TextBinding => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (event) => set({ [name]: event.target.value } as Partial<V>),
    error: errors[name] !== undefined,
    helperText: errors[name] ?? helper,
  });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const body = options.toBody ? options.toBody(values) : (values as unknown as B);
    const found = { ...schemaErrors(options.schema, body as object), ...options.extraErrors?.(values, body) };
    setErrors(found);
    if (hasNoErrors(found)) {
      options.onValid(body, { setErrors });
      return;
    }
    const message = revealFirstError(formRef.current, found) ?? Object.values(found).find(Boolean);
    if (message && options.announceErrors !== false) showToast({ color: 'error', text: message });
  };

  return { values, set, errors, setErrors, text, submit, formRef };
}
