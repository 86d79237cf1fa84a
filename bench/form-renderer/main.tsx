// The benchmark page of issue #6's speed item: mounts the 300-field form with our renderer or with
// SurveyJS's React renderer (`?engine=ours|surveyjs`, `&layout=steps|single`) and measures, in the page,
// the time to the first paint of the whole visible form and the time from each keystroke to the next paint.
import { createRoot } from 'react-dom/client';
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
import 'survey-core/survey-core.css';
import type { FormDefinition } from '@darvazeh/shared';
import { Providers } from '../../apps/web/src/app/providers';
import { FormRenderer } from '../../apps/web/src/features/forms/renderer/form-renderer';
import { largeForm, largeFormSurvey } from '../fixtures/large-form';

type Engine = 'ours' | 'surveyjs';
const params = new URLSearchParams(location.search);
const engine = (params.get('engine') ?? 'ours') as Engine;
const single = params.get('layout') === 'single';

function definition(): FormDefinition {
  const form = largeForm();
  if (!single) return form;
  // One page: no steps, every field shown at once.
  return { formFields: form.formFields.map(({ stepId: _step, ...field }) => field) };
}

const form = definition();
const surveyJson = largeFormSurvey(largeForm()) as { pages: { elements: unknown[] }[] };
const firstPage = single
  ? form.formFields
  : form.formFields.filter((field) => field.stepId === form.formSteps?.[0]?.id);
/** The visible form is complete once the title of its last field is on the page. */
const lastTitle = firstPage.at(-1)?.fname ?? '';

/** Resolves after the next paint: a task queued from a frame callback runs once that frame is drawn. */
const nextPaint = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(0);
    }),
  );

function waitForText(text: string): Promise<void> {
  return new Promise((resolve) => {
    const look = () => (document.body.textContent?.includes(text) ? resolve() : requestAnimationFrame(look));
    look();
  });
}

function survey() {
  const json = single
    ? { pages: [{ name: 'all', elements: surveyJson.pages.flatMap((page) => page.elements) }] }
    : surveyJson;
  // onTyping: the value changes on each keystroke, as ours does (SurveyJS's default waits for blur).
  const model = new Model({ ...json, textUpdateMode: 'onTyping' });
  return <Survey model={model} />;
}

/** The text input of field `id` in either engine. */
function textInput(id: string): HTMLInputElement | null {
  return engine === 'ours'
    ? document.querySelector<HTMLInputElement>(`input[name="${id}"]`)
    : document.querySelector<HTMLInputElement>(`[data-name="${id}"] input`);
}

const keystrokes: number[] = [];
let keyAt = 0;

async function mount(): Promise<number> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const start = performance.now();
  root.render(
    engine === 'ours' ? (
      <Providers>
        <FormRenderer definition={form} />
      </Providers>
    ) : (
      survey()
    ),
  );
  await waitForText(lastTitle);
  return (await nextPaint()) - start;
}

/** Starts timing keystrokes on field `id`; returns false when the field is not on the page. */
function watchKeystrokes(id: string): boolean {
  const input = textInput(id);
  if (!input) return false;
  input.addEventListener('keydown', () => (keyAt = performance.now()), { capture: true });
  input.addEventListener('input', () => {
    const from = keyAt;
    void nextPaint().then((at) => keystrokes.push(at - from));
  });
  input.focus();
  return true;
}

window.bench = { mount, watchKeystrokes, keystrokes };
