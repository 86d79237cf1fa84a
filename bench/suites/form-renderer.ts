// Issue #6's speed item: the 300-field form mounted by our renderer and by SurveyJS's React renderer,
// side by side in the same Chromium, from the same page build. Each run is a fresh page; engines alternate.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { countFields, largeForm } from '../fixtures/large-form.js';
import { median, root, type Section } from '../lib.js';

const PAGE_DIR = path.join(root, 'bench/form-renderer');
const OUT_DIR = path.join(PAGE_DIR, 'dist');
const RUNS = 7;
const KEYSTROKES = 30;
/** A text field in the first step (see largeForm). */
const TYPED_FIELD = 'f40';
const ENGINES = ['ours', 'surveyjs'] as const;
const LAYOUTS = ['steps', 'single'] as const;
type Engine = (typeof ENGINES)[number];
type Layout = (typeof LAYOUTS)[number];

async function buildPage(): Promise<void> {
  // The web app's own Vite config (React, the source condition, its aliases), rooted at the bench page.
  await build({
    configFile: path.join(root, 'apps/web/vite.config.ts'),
    root: PAGE_DIR,
    logLevel: 'warn',
    build: { outDir: OUT_DIR, emptyOutDir: true, sourcemap: false },
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
};

function serve(): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    const file = path.join(OUT_DIR, pathname === '/' ? 'index.html' : path.normalize(pathname));
    stat(file).then(
      () => {
        response.setHeader('content-type', TYPES[path.extname(file)] ?? 'application/octet-stream');
        createReadStream(file).pipe(response);
      },
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}` });
    }),
  );
}

type Run = { mount: number; keystroke: number };

async function measure(browser: Browser, url: string, engine: Engine, layout: Layout): Promise<Run> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(`${url}/?engine=${engine}&layout=${layout}`);
    await page.waitForFunction(() => 'bench' in window);
    const mount = await page.evaluate(() => window.bench.mount());
    const watching = await page.evaluate((id) => window.bench.watchKeystrokes(id), TYPED_FIELD);
    if (!watching) throw new Error(`${engine}: field ${TYPED_FIELD} has no text input`);
    await page.keyboard.type('a'.repeat(KEYSTROKES), { delay: 60 });
    await page.waitForFunction((n) => window.bench.keystrokes.length >= n, KEYSTROKES);
    const times = await page.evaluate(() => window.bench.keystrokes);
    const typed = await page.evaluate(
      ([id, ours]) =>
        (
          document.querySelector<HTMLInputElement>(ours ? `input[name="${id}"]` : `[data-name="${id}"] input`)
            ?.value ?? ''
        ).length,
      [TYPED_FIELD, engine === 'ours'] as const,
    );
    if (typed !== KEYSTROKES) throw new Error(`${engine}: typed ${typed} of ${KEYSTROKES} characters`);
    return { mount, keystroke: median(times) };
  } finally {
    await page.close();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export async function formRendererSuite(): Promise<Section> {
  await buildPage();
  const { server, url } = await serve();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const results = new Map<string, Run[]>();
  try {
    for (let run = 0; run < RUNS; run += 1) {
      for (const layout of LAYOUTS) {
        // Alternate which engine goes first, so neither always meets a warmer machine.
        const order = run % 2 ? [...ENGINES].reverse() : ENGINES;
        for (const engine of order) {
          const key = `${engine} ${layout}`;
          results.set(key, [...(results.get(key) ?? []), await measure(browser, url, engine, layout)]);
        }
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  const row = (engine: Engine, layout: Layout) => {
    const runs = results.get(`${engine} ${layout}`) ?? [];
    return { mount: median(runs.map((r) => r.mount)), keystroke: median(runs.map((r) => r.keystroke)) };
  };
  const lines = LAYOUTS.flatMap((layout) => {
    const ours = row('ours', layout);
    const survey = row('surveyjs', layout);
    const where = layout === 'steps' ? 'first of 3 steps shown' : 'all 300 fields on one page';
    return [
      `| ${where} | Darvazeh | ${ms(ours.mount)} | ${ms(ours.keystroke)} |`,
      `| ${where} | SurveyJS (survey-react-ui 3) | ${ms(survey.mount)} | ${ms(survey.keystroke)} |`,
      `| ${where} | ratio (ours / SurveyJS) | ${(ours.mount / survey.mount).toFixed(2)} | ${(ours.keystroke / survey.keystroke).toFixed(2)} |`,
    ];
  });
  const form = largeForm();
  return {
    title: 'Form renderer: 300 fields, Darvazeh against SurveyJS',
    body: [
      `The generated form (\`bench/fixtures/large-form.ts\`): ${countFields(form.formFields)} fields at every level, all 23 types, 5 tables, 5 subforms (one a popup), an expansion with 2 tabs, 3 steps. SurveyJS draws the same form with its nearest question types (map as text, chart and display fields as html, table as matrixdynamic with one row, subforms and tabs as panels) and \`textUpdateMode: 'onTyping'\`, so both update the answer on every keystroke.`,
      '',
      `Both engines are in one page build, loaded in the same headless Chromium (1280 × 900); each of ${RUNS} runs per row is a fresh page, the engines alternating. **Mount**: from \`root.render\` to the first paint after the last visible field's title is on the page (our date, map, chart and editor chunks load lazily inside this time). **Keystroke**: median over ${KEYSTROKES} keystrokes into one text field, from the keydown to the next paint. Medians of the runs.`,
      '',
      '| form | renderer | mount | keystroke → paint |',
      '|---|---|---|---|',
      ...lines,
    ].join('\n'),
  };
}
