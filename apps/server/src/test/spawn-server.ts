import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A server process started from source, with everything it printed so far. */
export type ServerProcess = {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the base URL once the server logs that it listens. */
  listening: Promise<string>;
  /** Resolves with the exit code once the process ended and all its output was read. */
  exited: Promise<number | null>;
};

/** Starts `src/server.ts` in a child process with `env` added to the environment (PORT defaults to 0). */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  let onLine: (() => void) | undefined;
  const collect = (chunk: Buffer) => {
    text += chunk.toString();
    onLine?.();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  // 'close', not 'exit': the process may exit before its last output has been read from the pipes, and
  // tests read the output once it exited (a busy machine makes that gap wide).
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    onLine = () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(text);
      if (match?.[1]) resolve(match[1]);
    };
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${text}`)));
  });
  // A test that expects the process to fail never awaits `listening`; that rejection is not an error.
  listening.catch(() => undefined);
  return { child, output: () => text, listening, exited };
}
