// A service definition (تعریف خدمت, SPEC §3 "Service definition", "Service option defaults"): every SPEC
// field under its SPEC name, the service-desk fields Iran's electronic service rules ask a service to
// publish before an applicant starts (`desk`), and the process graph. The server derives nothing from a
// client's copy of the version fields (`version`, `publishedVersion`): they are answered, never taken.
import { z } from 'zod';
import { formField, formFunctionsSchema } from '../forms/form-definition.js';
import { FORBIDDEN_MEMBER_NAMES } from '../flow/language/values.js';
import { resourceItem } from '../schemas/envelope.js';
import { IP_RANGE_INVALID, isIpRange } from '../schemas/sso-limits.js';
import { SERVICE_MESSAGES as m } from './messages.js';
import { processGraph, starterProcess } from './process-graph.js';
import {
  NOTIFICATION_LIMITS,
  NOTIFICATION_MESSAGES,
  notificationStatuses,
  serviceNotification,
} from './notification-template.js';

/** The English name of a service (its address for web services). */
export const SERVICE_ENAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
/** SPEC §3 registeredStatus default. */
export const DEFAULT_REGISTERED_STATUS = 'registered';

const id = z.number().int().positive();
const text = (max: number) => z.string().trim().max(max, m.nameTooLong(max));
const url = z
  .string()
  .trim()
  .max(2_000)
  .regex(/^https?:\/\/\S+$/i, m.urlInvalid);
const count = z.number(m.countInvalid).int(m.countInvalid).min(1, m.countInvalid).nullable().default(null);
const isoDate = z.iso.datetime({ offset: true }).nullable().default(null);

/** SPEC §3 Service option defaults: stored now, used when a service is exposed as a web service. */
export const serviceOptions = z
  .strictObject({
    isApi: z.boolean().default(false),
    method: z.enum(['get', 'post', 'put', 'delete']).default('get'),
    format: z.enum(['json', 'xml']).default('json'),
    requestBodyType: z.enum(['raw', 'form']).default('raw'),
    auth: z.enum(['jwt', 'basic', 'none']).default('jwt'),
    /** Browser origins allowed to call (CORS), exact: scheme, host and port. */
    origins: z
      .array(text(300).regex(/^https?:\/\/[^/\s]+$/i, m.originInvalid))
      .max(50)
      .default([]),
    /** Caller addresses allowed: single IPv4/IPv6 addresses or CIDR ranges (none: any). */
    ips: z.array(text(64).refine(isIpRange, IP_RANGE_INVALID)).max(100).default([]),
    mapInputs: z.enum(['id', 'ename']).default('id'),
    /** Calls a minute one connected system may make (429 beyond, counted across every instance). */
    ratePerSystem: z.number().int().min(1).max(100_000).default(60),
    /** Calls a minute the service takes from every caller together. */
    ratePerService: z.number().int().min(1).max(1_000_000).default(600),
    /** Keep the bodies of calls in the API log (secret-looking keys redacted). */
    logBodies: z.boolean().default(false),
  })
  .refine((o) => !o.isApi || o.auth !== 'none' || o.ips.length > 0, {
    message: m.noneNeedsIps,
    path: ['ips'],
  });

/** SPEC §3 prerequisites: a time window, counts per user and for all, a service completed first. */
export const servicePrerequisites = z
  .strictObject({
    time: z.strictObject({ from: isoDate, to: isoDate }).default({ from: null, to: null }),
    count: z
      .strictObject({
        openPerUser: count,
        possiblePerUser: count,
        openForAll: count,
        possibleForAll: count,
      })
      .default({ openPerUser: null, possiblePerUser: null, openForAll: null, possibleForAll: null }),
    /** A service the applicant must have completed before starting this one. */
    service: id.nullable().default(null),
  })
  .superRefine((p, ctx) => {
    if (p.time.from && p.time.to && Date.parse(p.time.to) <= Date.parse(p.time.from))
      ctx.addIssue({ code: 'custom', path: ['time', 'to'], message: m.timeWindowOrder });
    const { openPerUser, possiblePerUser, openForAll, possibleForAll } = p.count;
    if (openPerUser && possiblePerUser && openPerUser > possiblePerUser)
      ctx.addIssue({ code: 'custom', path: ['count', 'openPerUser'], message: m.openAbovePossible });
    if (openForAll && possibleForAll && openForAll > possibleForAll)
      ctx.addIssue({ code: 'custom', path: ['count', 'openForAll'], message: m.openAbovePossible });
  });

/** SPEC §3 serviceLicense: the national service registry's identity of the service. */
export const serviceLicense = z.strictObject({
  description: text(2_000).default(''),
  /** Who the service is for: businesses, citizens, government bodies. */
  g2B: z.boolean().default(false),
  g2C: z.boolean().default(true),
  g2G: z.boolean().default(false),
  /** حاکمیتی (a sovereign duty) or تصدی‌گری (an agency service). */
  hakemiyate: z.boolean().default(false),
  tasadiGari: z.boolean().default(false),
  deviceTitle: text(200).default(''),
  parentDevice: text(200).default(''),
});

/** What Iran's electronic service desk rules ask a service to tell applicants before they start. */
export const serviceDesk = z.strictObject({
  /** The national service identifier (شناسه خدمت در سامانه ملی). */
  nationalId: text(40).default(''),
  requiredDocuments: z.array(text(300).min(1)).max(30).default([]),
  /** Expected working days until the final answer. */
  durationDays: z.number().int().min(1).max(365).nullable().default(null),
  /** Cost in rials (0: free). */
  costRials: z.number().int().min(0).max(1e13).nullable().default(null),
  contact: text(300).default(''),
});

/** A variable of a service (name and constant or flow-language expression). */
export const serviceVariable = z.strictObject({
  // Names of Object.prototype (__proto__, constructor, …) are refused: variables become keys of answers.
  name: z
    .string()
    .regex(/^[\p{L}_][\p{L}\p{N}_\u200c]{0,63}$/u, m.variableNameInvalid)
    .refine((name) => !FORBIDDEN_MEMBER_NAMES.has(name), m.variableNameReserved),
  value: text(2_000).min(1, m.variableValueRequired),
});

/** Body of `POST service` and `PUT service/{id}`. */
export const serviceBody = z
  .strictObject({
    serviceFname: z.string({ error: m.serviceFnameRequired }).trim().min(1, m.serviceFnameRequired).max(200),
    serviceEname: z
      .string({ error: m.serviceEnameInvalid })
      .trim()
      .regex(SERVICE_ENAME_PATTERN, m.serviceEnameInvalid),
    serviceIcon: text(64).default(''),
    tags: z.array(text(60).min(1)).max(20).default([]),
    categories: z.array(id, m.categoryRequired).min(1, m.categoryRequired).max(10),
    /** The applicant's form when the service keeps its own (collectionMode.mapToExisting false). */
    elements: z.array(formField).max(300).default([]),
    /** The own form's functions (formInfo.functions of a collection's form): what runs as the applicant fills it. */
    functions: formFunctionsSchema.default([]),
    variables: z.array(serviceVariable).max(100).default([]),
    /** Default answers of the form, by field id. */
    answers: z.record(z.string().max(64), z.unknown()).default({}),
    prerequisites: servicePrerequisites.default({
      time: { from: null, to: null },
      count: { openPerUser: null, possiblePerUser: null, openForAll: null, possibleForAll: null },
      service: null,
    }),
    signatureRequired: z.boolean().default(false),
    /** Ask the applicant for a satisfaction survey when the request ends. */
    survey: z.boolean().default(false),
    registeredStatus: text(60).min(1).default(DEFAULT_REGISTERED_STATUS),
    tempSave: z.boolean().default(false),
    performService: z
      .strictObject({
        outSource: z.boolean().default(false),
        link: url.nullable().default(null),
        showModal: z.boolean().default(false),
      })
      .default({ outSource: false, link: null, showModal: false }),
    collectionMode: z
      .strictObject({ mapToExisting: z.boolean().default(false), collectionId: id.nullable().default(null) })
      .default({ mapToExisting: false, collectionId: null }),
    helpFileLink: url.nullable().default(null),
    serviceLicense: serviceLicense.default({
      description: '',
      g2B: false,
      g2C: true,
      g2G: false,
      hakemiyate: false,
      tasadiGari: false,
      deviceTitle: '',
      parentDevice: '',
    }),
    groupKala: text(100).default(''),
    desk: serviceDesk.default({
      nationalId: '',
      requiredDocuments: [],
      durationDays: null,
      costRials: null,
      contact: '',
    }),
    options: serviceOptions.default({
      isApi: false,
      method: 'get',
      format: 'json',
      requestBodyType: 'raw',
      auth: 'jwt',
      origins: [],
      ips: [],
      mapInputs: 'id',
      ratePerSystem: 60,
      ratePerService: 600,
      logBodies: false,
    }),
    /** Applicants see and start only enabled, published services. */
    enabled: z.boolean().default(true),
    process: processGraph.default(starterProcess),
    /** Messages sent to the applicant when the request reaches a status or ends (notification-template.ts). */
    notifications: z
      .array(serviceNotification)
      .max(NOTIFICATION_LIMITS.templates, NOTIFICATION_MESSAGES.tooMany)
      .default([]),
    // Answered by the server; a client echoing a read row back is not refused for them.
    version: z.unknown().optional(),
    publishedVersion: z.unknown().optional(),
  })
  .superRefine((s, ctx) => {
    if (s.performService.outSource && !s.performService.link)
      ctx.addIssue({ code: 'custom', path: ['performService', 'link'], message: m.linkRequired });
    if (s.collectionMode.mapToExisting && s.collectionMode.collectionId === null)
      ctx.addIssue({
        code: 'custom',
        path: ['collectionMode', 'collectionId'],
        message: m.collectionRequired,
      });
    // A template on a status nobody can reach would never be sent: the designer offers only these.
    const statuses = notificationStatuses(s.registeredStatus, s.process);
    s.notifications.forEach((notification, index) => {
      if (notification.on.kind === 'status' && !statuses.includes(notification.on.status))
        ctx.addIssue({
          code: 'custom',
          path: ['notifications', index, 'on', 'status'],
          message: NOTIFICATION_MESSAGES.statusUnknown(notification.on.status),
        });
    });
  });
export type ServiceBody = z.input<typeof serviceBody>;
export type ServiceDefinition = z.output<typeof serviceBody>;

/** A service as the API answers it: the draft being edited, and which version applicants get. */
export const serviceItem = resourceItem({
  serviceFname: z.string(),
  serviceEname: z.string(),
  serviceIcon: z.string(),
  tags: z.array(z.string()),
  categories: z.array(z.number().int()),
  elements: z.array(z.unknown()),
  functions: z.array(z.unknown()).default([]),
  variables: z.array(serviceVariable),
  answers: z.record(z.string(), z.unknown()),
  prerequisites: z.unknown(),
  signatureRequired: z.boolean(),
  survey: z.boolean(),
  registeredStatus: z.string(),
  tempSave: z.boolean(),
  performService: z.unknown(),
  collectionMode: z.unknown(),
  helpFileLink: z.string().nullable(),
  serviceLicense: z.unknown(),
  groupKala: z.string(),
  desk: z.unknown(),
  options: z.unknown(),
  enabled: z.boolean(),
  process: z.unknown(),
  notifications: z.array(serviceNotification).default([]),
  /** The draft's number: the next version to be published. */
  version: z.number().int(),
  /** The version applicants start on (null: never published). */
  publishedVersion: z.number().int().nullable(),
});
export type ServiceItem = z.infer<typeof serviceItem>;
