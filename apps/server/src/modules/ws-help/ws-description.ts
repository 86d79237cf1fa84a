// The one description of a web service (issue 26.4): computed here from a published version, then
// rendered by the help pages (ws-pages.ts), the panel's help, Postman (ws-postman.ts) and OpenAPI
// (ws-openapi.ts) — never worked out again by any of them.
import {
  serviceOptions,
  WS_CALL_PATH,
  type FieldFormat,
  type WebServiceDescription,
  type WsInput,
} from '@darvazeh/shared';
import { logMessages, wsHelpMessages } from '../../messages/index.js';
import type { RequestVersion } from '../requests/submit.service.js';
import { callCurl, inputsInQuery, tokenCurl } from './ws-curl.js';
import { inputSchemaOf, inputsOf } from './ws-inputs.js';

/** Values that pass each text format's rule (checked in ws-help.test.ts), for examples that work. */
export const FORMAT_EXAMPLES: Record<FieldFormat, string> = {
  nationalId: '0010350829',
  mobile: '09121234567',
  postalCode: '1193653471',
  sheba: 'IR062960000000100324200001',
  persianLetters: wsHelpMessages.sampleText,
  email: 'user@example.com',
  number: '12.5',
  integer: '42',
};
const TEXT_EXAMPLE = wsHelpMessages.sampleText;

/** An example value of one input that the form's check accepts where fixed choices allow. */
function exampleOf(input: WsInput): unknown {
  const first = input.options[0]?.id ?? '1';
  switch (input.kind) {
    case 'text':
      return input.format ? FORMAT_EXAMPLES[input.format as FieldFormat] : TEXT_EXAMPLE;
    case 'richText':
      return `<p>${TEXT_EXAMPLE}</p>`;
    case 'date':
      return '1405/01/15';
    case 'file':
      return '';
    case 'boolean':
      return true;
    case 'choice':
      return first;
    case 'choices':
      return [first];
    case 'map':
      return { lat: 35.7, lng: 51.4 };
    case 'rows':
      return [exampleBody(input.children)];
    case 'object':
      return exampleBody(input.children);
  }
}

/** An example answers object: every input but files (which a call cannot upload). */
export function exampleBody(inputs: readonly WsInput[]): Record<string, unknown> {
  return Object.fromEntries(
    inputs.filter((input) => input.kind !== 'file').map((input) => [input.key, exampleOf(input)]),
  );
}

/** An answers object as query-string or form pairs: text as it is, anything else as JSON text. */
export function pairsOf(answers: Record<string, unknown>): [string, string][] {
  return Object.entries(answers).map(([key, value]) => [
    key,
    typeof value === 'string' ? value : JSON.stringify(value),
  ]);
}

/** Whether the process waits for a person after the applicant's form: a provider's task or a second form. */
function waitsForPeople(version: RequestVersion): boolean {
  const { nodes } = version.graph.graph;
  return (
    nodes.some((node) => node.kind === 'providerTask') ||
    nodes.filter((node) => node.kind === 'applicantForm').length > 1
  );
}

type Options = WebServiceDescription['options'];

/** The first facts a reader needs, in Persian (`code`: a value shown left to right as code). */
function factsOf(options: Options, url: string, waits: boolean): WebServiceDescription['facts'] {
  const text = wsHelpMessages;
  const body = inputsInQuery(options) ? 'query' : options.requestBodyType;
  return [
    { label: logMessages.method, value: text.methods[options.method], code: false },
    { label: text.address, value: url, code: true },
    { label: text.bodyType, value: text.bodyTypes[body], code: false },
    { label: text.keys, value: text.mapInputs[options.mapInputs], code: false },
    { label: text.auth, value: text.auths[options.auth], code: false },
    { label: text.format, value: options.format, code: true },
    { label: text.answer, value: waits ? text.answers.later : text.answers.now, code: false },
  ];
}

/**
 * The web service a published version describes, with its examples against `origin` (this server's, SPEC
 * §2), or undefined when the version does not publish one (isApi off in its options).
 */
export function describeWebService(
  version: RequestVersion,
  origin: string,
): WebServiceDescription | undefined {
  const parsed = serviceOptions.safeParse(version.snapshot.service.options ?? {});
  if (!parsed.success || !parsed.data.isApi) return undefined;
  const options = parsed.data;
  const inputs = inputsOf(version.form.formFields, options.mapInputs);
  const ename = version.snapshot.service.serviceEname;
  const path = `${WS_CALL_PATH}/${version.serviceId}`;
  const example = exampleBody(inputs);
  const exampleParams = pairsOf(example);
  const waits = waitsForPeople(version);
  return {
    id: version.serviceId,
    version: version.version,
    serviceFname: version.serviceFname,
    serviceEname: typeof ename === 'string' ? ename : '',
    description: version.description,
    options,
    path,
    waitsForPeople: waits,
    facts: factsOf(options, `${origin}${path}`, waits),
    inputs,
    example,
    exampleParams,
    inputSchema: inputSchemaOf(inputs),
    curl: {
      token: options.auth === 'jwt' ? tokenCurl(origin) : null,
      call: callCurl(`${origin}${path}`, options, example, exampleParams),
    },
  };
}
