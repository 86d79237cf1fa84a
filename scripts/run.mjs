// Small process helpers shared by the start and test scripts (no dependencies: they run before npm install).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Runs a command with inherited stdio; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command, passing its output through and keeping a copy; resolves with its exit code, signal and output. */
export function runTeed(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: ['inherit', 'pipe', 'pipe'],
      ...options,
      env: { ...process.env, ...options.env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      output += chunk;
    });
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), signal, output }));
  });
}

/** Runs a command and exits this process when it fails. */
export async function mustRun(label, cmd, args, options) {
  console.log(`\n▶ ${label}`);
  const code = await run(cmd, args, options);
  if (code !== 0) {
    console.error(`✗ ${label} failed (exit ${code})`);
    process.exit(code);
  }
}

/**
 * Runs several commands at once (the machine has two cores and each of these uses about one), keeping
 * each one's output together: it is printed when that command ends. Exits when any of them failed.
 */
export async function mustRunTogether(jobs) {
  const results = await Promise.all(
    jobs.map(
      ({ label, cmd, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('exit', (code, signal) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(0);
            console.log(`\n▶ ${label} (${seconds} s)\n${output.trimEnd()}`);
            resolve({ label, code: code ?? (signal ? 1 : 0) });
          });
        }),
    ),
  );
  const failed = results.filter((result) => result.code !== 0);
  for (const { label, code } of failed) console.error(`✗ ${label} failed (exit ${code})`);
  if (failed.length) process.exit(failed[0].code);
}

/**
 * The path of Node `major` from the npm registry's `node` package (no download step beyond npm's own), or
 * null when the registry cannot be reached or the machine's own Node already is that version.
 */
export function registryNode(major) {
  if (process.versions.node.split('.')[0] === String(major)) return null;
  const found = spawnSync('npx', ['-y', '-p', `node@${major}`, '--', 'node', '-p', 'process.execPath'], {
    encoding: 'utf8',
    timeout: 180_000,
  });
  const binary = found.status === 0 ? found.stdout.trim().split('\n').at(-1) : '';
  return binary && existsSync(binary) ? binary : null;
}

/** Installs the npm dependencies when node_modules is missing or older than the lockfile. */
export async function ensureDependencies() {
  if (existsSync('node_modules/.package-lock.json')) return;
  await mustRun('installing dependencies', 'npm', ['ci', '--no-audit', '--no-fund']);
}

// Debian tools the tests use: Chromium for the browser journeys, xmlsec1 to check SAML signatures
// independently of the Node libraries.
const DEBIAN_TOOLS = [
  { path: '/usr/bin/chromium', pkg: 'chromium' },
  { path: '/usr/bin/xmlsec1', pkg: 'xmlsec1' },
  // The balancer of the two-instance tests (e2e/cluster).
  { path: '/usr/sbin/haproxy', pkg: 'haproxy' },
];

/** Makes sure Debian's Chromium, xmlsec1 and HAProxy are present for the tests, installing them as root. */
export function ensureDebianTools() {
  const missing = DEBIAN_TOOLS.filter((tool) => !existsSync(tool.path)).map((tool) => tool.pkg);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing for the tests: install Debian's ${missing.join(', ')} (apt-get install ${missing.join(' ')}).`,
    );
    process.exit(1);
  }
  console.log(`\n▶ installing Debian ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
