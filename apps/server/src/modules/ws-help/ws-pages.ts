// /ws/help and /ws/help/{id} as pages (help-page.ts), rendered from the web services' descriptions.
import {
  toPersianDigits,
  WS_RESOURCE_PATH,
  WS_TOKEN_PATH,
  type WebServiceDescription,
  type WsInput,
  type WsProblem,
} from '@darvazeh/shared';
import { commonMessages, requestMessages, wsHelpMessages as text } from '../../messages/index.js';
import { escapeHtml } from '../../plugins/escape-html.js';
import { codeBlock, helpPage, table } from './help-page.js';

const e = escapeHtml;
const ltr = (value: string) => `<code dir="ltr">${e(value)}</code>`;
const POSTMAN_PATH = '/ws/GeneratePostmanCollection';

function typeOf(input: WsInput): string {
  const allowed = input.options.length
    ? `<br>${e(text.allowed(input.options.map((o) => `${o.id} (${o.fname})`).join(commonMessages.listSeparator)))}`
    : '';
  return `${e(input.typeLabel)}${allowed}`;
}

/** The inputs' rows, a nested input's key written as its path (`table.column`). */
function inputRows(inputs: readonly WsInput[], prefix = ''): string[][] {
  return inputs.flatMap((input) => [
    [
      ltr(prefix + input.key),
      e(input.label),
      typeOf(input),
      e(input.required ? requestMessages.yes : requestMessages.no),
    ],
    ...inputRows(input.children, `${prefix}${input.key}.`),
  ]);
}

function facts(service: WebServiceDescription): string {
  const rows = service.facts.map(
    (fact) => `<dt>${e(fact.label)}</dt><dd>${fact.code ? ltr(fact.value) : e(fact.value)}</dd>`,
  );
  return `<dl>${rows.join('')}</dl>`;
}

/** The whole of one service: facts, inputs, curl examples, its Postman collection. */
function serviceSection(service: WebServiceDescription, level: 'h2' | 'h3'): string {
  const inputs = service.inputs.length
    ? table(
        `${text.inputs} ${service.serviceFname}`,
        [text.inputKey, text.inputLabel, text.inputType, text.inputRequired],
        inputRows(service.inputs),
      )
    : `<p>${e(text.noInputs)}</p>`;
  const token = service.curl.token
    ? `<h3>${e(text.exampleToken)}</h3>${codeBlock(service.curl.token, `${text.exampleToken}: ${service.serviceFname}`, text.copy)}`
    : '';
  return (
    (service.description ? `<p>${e(service.description)}</p>` : '') +
    facts(service) +
    `<${level === 'h2' ? 'h2' : 'h3'}>${e(text.inputs)}</${level === 'h2' ? 'h2' : 'h3'}>${inputs}` +
    token +
    `<h3>${e(text.example)}</h3>${codeBlock(service.curl.call, `${text.example}: ${service.serviceFname}`, text.copy)}` +
    `<p><a href="${POSTMAN_PATH}/${service.id}" download>${e(text.postmanOne)}</a></p>`
  );
}

/** What every call shares: the refusals and the limits. */
function commonSections(problems: readonly WsProblem[], limits: readonly string[]): string {
  const rows = problems.map((p) => [e(toPersianDigits(String(p.status))), ltr(p.code), e(p.title)]);
  return (
    `<section class="card" aria-labelledby="errors"><h2 id="errors">${e(text.errors)}</h2><p>${e(text.errorsIntro)}</p>` +
    table(text.errors, [text.status, text.code, text.meaning], rows) +
    `</section><section class="card" aria-labelledby="limits"><h2 id="limits">${e(text.limits)}</h2>` +
    `<ul>${limits.map((line) => `<li>${e(line)}</li>`).join('')}</ul></section>`
  );
}

function downloads(): string {
  return (
    `<nav aria-label="${e(text.downloads)}"><ul class="links">` +
    `<li><a href="${POSTMAN_PATH}" download>${e(text.postmanAll)}</a></li>` +
    `<li><a href="/ws/openapi.json">${e(text.openApi)}</a></li></ul></nav>`
  );
}

/** `/ws/help`: every web service the reader may see. */
export function wsHelpListPage(
  services: readonly WebServiceDescription[],
  origin: string,
  problems: readonly WsProblem[],
  limits: readonly string[],
): string {
  const list = services.length
    ? services
        .map(
          (s) =>
            `<article aria-labelledby="service-${s.id}"><h2 id="service-${s.id}">${e(s.serviceFname)}</h2>` +
            `${serviceSection(s, 'h3')}<p><a href="/ws/help/${s.id}">${e(text.details)}: ${e(s.serviceFname)}</a></p></article>`,
        )
        .join('')
    : `<p>${e(text.empty)}</p>`;
  const intro = `<p>${e(text.intro)}</p><p>${ltr(`${origin}${WS_TOKEN_PATH}`)} — ${ltr(`resource=${origin}${WS_RESOURCE_PATH}`)}</p>`;
  return helpPage(text.title, intro + downloads() + list + commonSections(problems, limits), text.intro);
}

/** `/ws/help/{id}`: one web service. */
export function wsHelpServicePage(
  service: WebServiceDescription,
  problems: readonly WsProblem[],
  limits: readonly string[],
): string {
  const back = `<nav aria-label="${e(text.title)}"><a href="/ws/help">${e(text.backToList)}</a></nav>`;
  return helpPage(
    service.serviceFname,
    back +
      `<section class="card">${serviceSection(service, 'h2')}</section>` +
      commonSections(problems, limits),
    service.description || text.intro,
  );
}

/** A short page for a reader refused or a service not found (the link: sign in, or back to the list). */
export function wsNoticePage(message: string, link: { href: string; label: string }): string {
  return helpPage(text.title, `<p>${e(message)}</p><p><a href="${e(link.href)}">${e(link.label)}</a></p>`);
}
