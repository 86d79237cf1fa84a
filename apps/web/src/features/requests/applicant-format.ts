// Pure helpers of the applicant's screens: Persian-aware search, grouping services under their root
// categories, and the Jalali, digit and money texts the screens show.
import {
  formatJalaliDate,
  formatJalaliDateTime,
  isRecord,
  normalizeForSearch,
  toPersianDigits,
  type ApplicantServiceItem,
  type FormDefinition,
} from '@darvazeh/shared';

/**
 * Whether a service matches typed text: ی/ي, ک/ك, ZWNJ and spaces, Persian and Latin digits are all one,
 * and every word typed must occur in the name, the description or a tag.
 */
export function matchesSearch(service: ApplicantServiceItem, typed: string): boolean {
  const words = normalizeForSearch(typed).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeForSearch([service.serviceFname, service.description, ...service.tags].join(' '));
  return words.every((word) => haystack.includes(word));
}

/** A category as the catalogue groups by it: a root and its sub categories. */
export interface CategoryBranch {
  root: { id: number; name: string; icon?: string | null };
  children: readonly { id: number; name: string }[];
}

/** A group of the catalogue: a root category (null: services filed under none known) and its services. */
export interface ServiceGroup {
  id: number | null;
  name: string | null;
  icon: string | null;
  services: ApplicantServiceItem[];
}

/**
 * Groups services under the root category of each category they are filed in (a service in two roots
 * shows in both), roots in the tree's order; services under no known category come last, together.
 */
export function groupServices(
  services: readonly ApplicantServiceItem[],
  tree: readonly CategoryBranch[],
): ServiceGroup[] {
  const rootOf = new Map<number, number>();
  for (const { root, children } of tree) {
    rootOf.set(root.id, root.id);
    for (const child of children) rootOf.set(child.id, root.id);
  }
  const groups: ServiceGroup[] = tree.map(({ root }) => ({
    id: root.id,
    name: root.name,
    icon: root.icon ?? null,
    services: [],
  }));
  const byId = new Map(groups.map((group) => [group.id, group]));
  const rest: ServiceGroup = { id: null, name: null, icon: null, services: [] };
  for (const service of services) {
    const roots = new Set(service.categories.flatMap((id) => rootOf.get(id) ?? []));
    if (roots.size === 0) rest.services.push(service);
    for (const root of roots) byId.get(root)?.services.push(service);
  }
  return [...groups, rest].filter((group) => group.services.length > 0);
}

/** An ISO day ('2026-03-21') as the Jalali day with Persian digits ('۱۴۰۵/۰۱/۰۱'). */
export function jalaliDay(isoDay: string): string {
  return toPersianDigits(formatJalaliDate(`${isoDay}T12:00:00+03:30`));
}

/** An ISO instant as the Tehran-time Jalali date and time with Persian digits. */
export function jalaliDateTime(iso: string): string {
  return toPersianDigits(formatJalaliDateTime(iso));
}

/** A tracking code grouped for reading (Persian digits); copying uses the Latin code itself. */
export function shownTrackingCode(code: string): string {
  return toPersianDigits(code);
}

/** A form definition the server sent as `unknown`, or null when it is none (no fields to show). */
export function asFormDefinition(value: unknown): FormDefinition | null {
  return isRecord(value) && Array.isArray(value.formFields) ? (value as unknown as FormDefinition) : null;
}
