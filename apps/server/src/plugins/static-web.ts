import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  fileId,
  HERO_IMAGE_SIZES,
  imageSrcSet,
  siteConf,
  type BootData,
  type SiteConf,
} from '@darvazeh/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { commonMessages } from '../messages/index.js';
import { cspWithFormActions } from './security-headers.js';
import { escapeHtml } from './escape-html.js';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Paths that are never client routes: an unknown one is a JSON 404, not the web app.
const SERVER_PREFIXES = ['/api/', '/ws/', '/oidc/', '/saml/', '/eservice/'];

// JSON inside <script> must not close the element or open a comment: every '<', '>' and '&' (and the
// two line separators old parsers choke on) becomes a \u escape, which JSON.parse reads back unchanged.
const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/** JSON for a `<script type="application/json">` element: no `</script>` or `<!--` can break out. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    SCRIPT_UNSAFE,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function isServerPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname === '/api' || SERVER_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

function looksLikeFile(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(pathname);
}

/** Whether a page path is the home page (`/` or `/main/{passwordTour?}`), the one with the hero image. */
function isHomePath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname === '/' || pathname === '/main' || pathname.startsWith('/main/');
}

/**
 * A preload of the home page's hero image (general setting firstHero), so the browser fetches it with
 * the page instead of after the app has drawn the hero: it is the page's largest paint. The same srcset
 * and sizes as the hero's <img> (home-page.tsx), so the browser picks the same width once. Empty when no
 * hero is set or the stored value is not a file id.
 */
function heroPreload(boot: BootData): string {
  const hero = boot.generalSettings.find((setting) => setting.name === 'firstHero')?.data ?? '';
  if (!fileId.safeParse(hero).success) return '';
  const url = `${boot.conf.apiBaseUrl}/download/${encodeURIComponent(hero)}`;
  const srcset = escapeHtml(imageSrcSet(url));
  return `<link rel="preload" as="image" imagesrcset="${srcset}" imagesizes="${HERO_IMAGE_SIZES}" fetchpriority="high">`;
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, client routes
 * answered with index.html (carrying the site title and the public settings), `/conf.json` at the root,
 * and a JSON envelope 404 for unknown server paths.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  options: {
    webDist: string | undefined;
    conf: () => Promise<SiteConf>;
    boot: (page: { home: boolean }) => Promise<BootData>;
    /** Where the page may post forms besides itself (a pending SAML sign-in's ACS URL). */
    formActions?: (request: FastifyRequest) => Promise<string[]>;
  },
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/conf.json', { schema: { response: { 200: siteConf } } }, async (_request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return options.conf();
    });

  const webDist =
    options.webDist && existsSync(path.join(options.webDist, 'index.html')) ? options.webDist : undefined;
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: true,
      // The web build writes .br and .gz beside each file (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : NO_CACHE);
      },
    });
  }

  // index.html is read once; each answer carries the current site title (the boot shell and <title>)
  // and the public settings the first render needs (read by the web app instead of asking for them).
  const page = webDist ? await readFile(path.join(webDist, 'index.html'), 'utf8') : '';
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const home = isHomePath(request.url);
    const boot = await options.boot({ home });
    const title = escapeHtml(boot.conf.title);
    const preload = home ? heroPreload(boot) : '';
    const data = `${preload}<script type="application/json" id="boot-data">${jsonForScript(boot)}</script>`;
    reply.header('cache-control', NO_CACHE);
    const actions = (await options.formActions?.(request)) ?? [];
    if (actions.length > 0) reply.header('content-security-policy', cspWithFormActions(actions));
    return reply.type('text/html; charset=utf-8').send(
      page
        .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
        .replace(/(data-site-title>)[^<]*</, `$1${title}<`)
        .replace('</head>', () => `${data}</head>`),
    );
  };
  if (webDist) app.get('/', (request, reply) => sendPage(request, reply));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (webDist && wantsPage && !isServerPath(request.url) && !looksLikeFile(request.url)) {
      return sendPage(request, reply);
    }
    return reply.code(404).send({ success: false, message: commonMessages.notFound, data: null });
  });
}
