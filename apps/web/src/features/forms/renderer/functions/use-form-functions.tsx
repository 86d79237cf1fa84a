// The form renderer's side of its functions: the runtime's life (created with the form, `load` on mount,
// disposed on unmount), people's edits fed to it, the disabled state, toasts and redirects.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useInRouterContext, useNavigate } from 'react-router';
import { formFunctionList, type FormDefinition, type FormFunctionsSource } from '@darvazeh/shared';
import { showToast } from '../../../../lib/toast-store';
import type { FormStore } from '../form-store';
import { createFunctionRuntime, type FunctionRuntime } from './function-runtime';

type Go = (path: string) => void;

/** Hands the router's navigate to the runtime; rendered only inside a router. */
function NavigateBridge({ targetRef }: { targetRef: RefObject<Go | null> }) {
  const navigate = useNavigate();
  useEffect(() => {
    targetRef.current = (path) => void navigate(path);
    return () => {
      targetRef.current = null;
    };
  }, [navigate, targetRef]);
  return null;
}

/** What the renderer gets from its functions. */
export interface FormFunctionsHandle {
  /** Whether a function has disabled the form (disableForm). */
  disabled: boolean;
  /** Runs a button's click functions (stable across renders). */
  click: (fieldId: string) => void;
  /** Waits for pending change runs, runs the submit functions and tells whether the submit may go on. */
  beforeSubmit: () => Promise<boolean>;
  /** Render it inside the form: internal redirects then go through the router. */
  bridge: ReactNode;
}

/** Options of useFormFunctions. */
export interface FormFunctionsOptions {
  definition: FormDefinition;
  store: FormStore;
  /** Whose form it is (FormRendererProps.functionsSource). */
  source?: FormFunctionsSource | undefined;
  /** False for a read-only form: nothing is edited, clicked or submitted there, so nothing runs. */
  enabled: boolean;
}

/** Site paths go through the router when there is one; http(s) addresses (and `//host`) leave the app. */
function redirectWith(navigate: RefObject<Go | null>, url: string): void {
  const internal = url.startsWith('/') && !url.startsWith('//');
  if (internal && navigate.current) navigate.current(url);
  else window.location.assign(url);
}

/** Runs a form's functions for the renderer (no cost for a form without functions). */
export function useFormFunctions({
  definition,
  store,
  source,
  enabled,
}: FormFunctionsOptions): FormFunctionsHandle {
  const [disabled, setDisabled] = useState(false);
  const disabledRef = useRef(false);
  const navigateRef = useRef<Go | null>(null);
  const runtimeRef = useRef<FunctionRuntime | null>(null);
  const inRouter = useInRouterContext();
  const hasFunctions = useMemo(() => formFunctionList(definition).length > 0, [definition]);

  useEffect(() => {
    if (!enabled || !hasFunctions) return;
    const runtime = createFunctionRuntime({
      definition,
      store,
      source,
      surface: {
        toast: (toast) => void showToast(toast),
        disable: (next) => {
          disabledRef.current = next;
          setDisabled(next);
        },
        isDisabled: () => disabledRef.current,
        redirect: (url) => redirectWith(navigateRef, url),
      },
    });
    runtimeRef.current = runtime;
    const stopListening = store.onEdit((key) => runtime.edited(key));
    void runtime.dispatch('load');
    return () => {
      stopListening();
      runtime.dispose();
      if (runtimeRef.current === runtime) runtimeRef.current = null;
    };
  }, [definition, store, source, enabled, hasFunctions]);

  const click = useCallback((fieldId: string) => {
    void runtimeRef.current?.dispatch('click', fieldId);
  }, []);

  const beforeSubmit = useCallback(async () => {
    const runtime = runtimeRef.current;
    if (!runtime?.active) return true;
    await runtime.settle();
    return !(await runtime.dispatch('submit')).stopped;
  }, []);

  return {
    disabled,
    click,
    beforeSubmit,
    bridge: inRouter ? <NavigateBridge targetRef={navigateRef} /> : null,
  };
}
