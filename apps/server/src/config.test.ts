import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', logLevel: 'info', databaseUrl: undefined });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.uploads).toEqual({
      quotaBytes: 500 * 1024 * 1024,
      adminQuotaBytes: 2048 * 1024 * 1024,
      ratePerWindow: 100,
    });
  });

  it('reads the upload limits, and refuses ones that are not positive', () => {
    const config = loadConfig({
      UPLOAD_QUOTA_MB: '50',
      UPLOAD_QUOTA_ADMIN_MB: '0.5',
      UPLOAD_RATE_LIMIT: '7',
    });
    expect(config.uploads).toEqual({
      quotaBytes: 50 * 1024 * 1024,
      adminQuotaBytes: 524288,
      ratePerWindow: 7,
    });
    expect(() => loadConfig({ UPLOAD_QUOTA_MB: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ UPLOAD_RATE_LIMIT: '1.5' })).toThrow(ConfigError);
  });

  it('allows no internal host for outgoing requests unless OUTBOUND_ALLOW_HOSTS names it', () => {
    expect(loadConfig({}).outbound).toEqual({ allowHosts: [] });
    const config = loadConfig({ OUTBOUND_ALLOW_HOSTS: ' Intranet.Uni.ac.ir , 10.0.0.5,[::1],, 0x7f.1 ' });
    expect(config.outbound.allowHosts).toEqual(['intranet.uni.ac.ir', '10.0.0.5', '[::1]', '127.0.0.1']);
  });

  it('reads the job runner’s polling interval, concurrency (0 running no jobs here) and lease', () => {
    expect(loadConfig({}).jobs).toEqual({ pollMs: 1000, concurrency: 4, leaseMs: 300_000 });
    expect(loadConfig({ JOBS_POLL_MS: '250', JOBS_CONCURRENCY: '0', JOBS_LEASE_MS: '2000' }).jobs).toEqual({
      pollMs: 250,
      concurrency: 0,
      leaseMs: 2000,
    });
    expect(() => loadConfig({ JOBS_POLL_MS: '10' })).toThrow(/JOBS_POLL_MS/);
    expect(() => loadConfig({ JOBS_CONCURRENCY: '-1' })).toThrow(/JOBS_CONCURRENCY/);
    expect(() => loadConfig({ JOBS_LEASE_MS: '500' })).toThrow(/JOBS_LEASE_MS/);
  });

  it.each([
    'http://intranet',
    'intranet:8080',
    'intranet/api',
    'user@intranet',
    '::1',
    'a b',
    'ok,*.uni.ac.ir',
  ])('refuses OUTBOUND_ALLOW_HOSTS=%s, naming the variable', (value) => {
    expect(() => loadConfig({ OUTBOUND_ALLOW_HOSTS: value })).toThrow(
      /OUTBOUND_ALLOW_HOSTS: must be host names/,
    );
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/d',
      DATABASE_URL: 'postgres://u@h/db',
      PUBLIC_ORIGIN: 'https://portal.example.ac.ir/',
      ADMIN_PASSWORD: 'long-enough-1',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/tmp/d',
      databaseUrl: 'postgres://u@h/db',
      publicOrigin: 'https://portal.example.ac.ir',
      adminPassword: 'long-enough-1',
      logLevel: 'warn',
    });
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: '99999', LOG_LEVEL: 'chatty', PUBLIC_ORIGIN: 'ftp://x', ADMIN_PASSWORD: 'short' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const names = (err as ConfigError).problems.map((p) => p.split(':')[0]);
      expect(names.sort()).toEqual(['ADMIN_PASSWORD', 'LOG_LEVEL', 'PORT', 'PUBLIC_ORIGIN']);
    }
  });
});
