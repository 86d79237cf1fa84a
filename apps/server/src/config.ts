import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_ADMIN_UPLOAD_QUOTA,
  DEFAULT_UPLOAD_QUOTA,
  DEFAULT_UPLOAD_RATE_LIMIT,
} from '@darvazeh/shared';

const MB = 1024 * 1024;

const port = z.coerce.number().int().min(0).max(65535);

/**
 * One OUTBOUND_ALLOW_HOSTS entry as the URL parser writes a hostname (lower case; IPv4 in any spelling
 * as dotted decimal; IPv6 in brackets), or undefined when it is more than a host: a scheme, port,
 * path or credentials.
 */
function bareHost(entry: string): string | undefined {
  if (!/^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)$/.test(entry)) return undefined;
  try {
    return new URL(`http://${entry}/`).hostname;
  } catch {
    return undefined;
  }
}

const allowHosts = z.string().transform((value, ctx) => {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const bad = entries.filter((entry) => bareHost(entry) === undefined);
  if (bad.length > 0)
    ctx.addIssue({
      code: 'custom',
      message: `must be host names or addresses separated by commas (IPv6 in brackets, no scheme or port): ${bad.join(', ')}`,
    });
  return entries.map((entry) => bareHost(entry) ?? entry);
});
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: port.default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  WEB_DIST: z.string().optional(),
  CAPTCHA: z.enum(['on', 'off']).default('on'),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|[\d.:/a-fA-F, ]+)$/,
      'must be true, false or a comma-separated list of proxy addresses',
    )
    .default('false'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Darvazeh <no-reply@localhost>'),
  UPLOAD_QUOTA_MB: z.coerce
    .number()
    .positive()
    .default(DEFAULT_UPLOAD_QUOTA / MB),
  UPLOAD_QUOTA_ADMIN_MB: z.coerce
    .number()
    .positive()
    .default(DEFAULT_ADMIN_UPLOAD_QUOTA / MB),
  UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).default(DEFAULT_UPLOAD_RATE_LIMIT),
  OUTBOUND_ALLOW_HOSTS: allowHosts.default([]),
  JOBS_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(1000),
  JOBS_CONCURRENCY: z.coerce.number().int().min(0).max(100).default(4),
  // How long a claimed job is held; a worker that dies lets it lapse and another runs the job again.
  JOBS_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(300_000),
  // Behind a load balancer: how long a stopping instance keeps serving while /readyz says 503, so the
  // balancer's health checks take it out of rotation before it stops listening (docs/DEPLOY.md).
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  // Days the recycle bin keeps a deleted row before the daily job purges it; 0 keeps it until an Admin does.
  RECYCLE_BIN_DAYS: z.coerce.number().int().min(0).max(36_500).default(90),
  // The key of backup archives' seals (an HMAC over the manifest): without it a seal only detects damage.
  BACKUP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  // The key sealing stored secrets (outside web services' credentials); without it DATA_DIR/secrets.key.
  SECRETS_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
});

/** The validated server configuration. */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicOrigin: string | undefined;
  adminPassword: string | undefined;
  logLevel: (typeof logLevels)[number];
  /** Folder of the built web app; absent in API-only test runs. */
  webDist: string | undefined;
  /** False only when CAPTCHA=off (automated tests); the start-up log says so. */
  captcha: boolean;
  /** nodemailer transport URL; without it mail goes only to the outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Which proxies' X-Forwarded-For to believe (Fastify trustProxy); false unless the operator says so. */
  trustProxy: boolean | string;
  /** Per-user upload limits: bytes of unattached uploads (Admins apart) and uploads per 10 minutes. */
  uploads: { quotaBytes: number; adminQuotaBytes: number; ratePerWindow: number };
  /**
   * Outgoing HTTP from functions (plugins/guarded-http): the hosts an Admin allowed to resolve to
   * internal addresses (loopback, private networks, …), which every other host is refused.
   */
  outbound: { allowHosts: string[] };
  /**
   * The job queue's runner in this process (plugins/jobs): how often it looks for due jobs, and how many
   * it runs at once (0: none here; other instances run them).
   */
  jobs: { pollMs: number; concurrency: number; leaseMs: number };
  /** Milliseconds a SIGTERM drains (/readyz 503, still serving) before the server stops listening. */
  shutdownDrainMs: number;
  /** Days the recycle bin keeps a deleted row before it is purged for good (0: until an Admin purges it). */
  recycleBinDays: number;
  /**
   * Backups (modules/system, db/snapshot): archives under `DATA_DIR/backups`, sealed with `secret` (an
   * HMAC) when it is set.
   */
  backups: { dir: string; secret: string | undefined };
  /** The key that seals stored secrets (plugins/secret-box.ts); undefined: a key file under DATA_DIR. */
  secretsKey: string | undefined;
};

/** Thrown when the environment holds bad values; `problems` names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the environment once; throws ConfigError listing every bad variable. Empty strings count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = result.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicOrigin: e.PUBLIC_ORIGIN?.replace(/\/$/, ''),
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    captcha: e.CAPTCHA === 'on',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    trustProxy: e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY,
    uploads: {
      quotaBytes: Math.floor(e.UPLOAD_QUOTA_MB * MB),
      adminQuotaBytes: Math.floor(e.UPLOAD_QUOTA_ADMIN_MB * MB),
      ratePerWindow: e.UPLOAD_RATE_LIMIT,
    },
    outbound: { allowHosts: e.OUTBOUND_ALLOW_HOSTS },
    jobs: { pollMs: e.JOBS_POLL_MS, concurrency: e.JOBS_CONCURRENCY, leaseMs: e.JOBS_LEASE_MS },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    recycleBinDays: e.RECYCLE_BIN_DAYS,
    backups: { dir: path.join(path.resolve(e.DATA_DIR), 'backups'), secret: e.BACKUP_SECRET },
    secretsKey: e.SECRETS_KEY,
  };
}
