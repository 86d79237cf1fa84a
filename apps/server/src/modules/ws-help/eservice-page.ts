// /eservice/help (SPEC §2, from the server origin): the public help of the services applicants can start,
// written by the server so visitors and search engines read it without running the web app. Its data is
// the services' help the panel's /panel/eservice-help reads (servicesHelp, `GET service/help`).
import { toPersianDigits, type ServiceHelpItem } from '@darvazeh/shared';
import { wsHelpMessages } from '../../messages/index.js';
import { escapeHtml as e } from '../../plugins/escape-html.js';
import { helpPage } from './help-page.js';

const text = wsHelpMessages.eservice;

function card(service: ServiceHelpItem): string {
  const { desk } = service;
  const rows: [string, string][] = [
    [text.nationalId, desk.nationalId ? toPersianDigits(desk.nationalId) : text.unknown],
    [text.duration, desk.durationDays !== null ? text.days(desk.durationDays) : text.unknown],
    [
      text.cost,
      desk.costRials === null ? text.unknown : desk.costRials === 0 ? text.free : text.rials(desk.costRials),
    ],
    [text.contact, desk.contact || text.unknown],
  ];
  const documents = desk.requiredDocuments.length
    ? `<ul>${desk.requiredDocuments.map((d) => `<li>${e(d)}</li>`).join('')}</ul>`
    : `<p>${e(text.noDocuments)}</p>`;
  return (
    `<article aria-labelledby="service-${service.id}"><h2 id="service-${service.id}">${e(service.serviceFname)}</h2>` +
    (service.description ? `<p>${e(service.description)}</p>` : '') +
    `<dl>${rows.map(([label, value]) => `<dt>${e(label)}</dt><dd>${e(value)}</dd>`).join('')}</dl>` +
    `<h3>${e(text.documents)}</h3>${documents}` +
    `<p><a href="/panel/new/${service.id}">${e(text.start)}: ${e(service.serviceFname)}</a></p></article>`
  );
}

/** The page of every service applicants can start now. */
export function eserviceHelpPage(services: readonly ServiceHelpItem[]): string {
  const nav = `<nav aria-label="${e(wsHelpMessages.home)}"><a href="/">${e(wsHelpMessages.home)}</a></nav>`;
  const body = services.length ? services.map(card).join('') : `<p>${e(text.empty)}</p>`;
  return helpPage(text.title, `${nav}<p>${e(text.intro)}</p>${body}`, text.intro);
}
