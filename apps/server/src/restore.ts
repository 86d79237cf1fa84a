// The entry point of `npm run restore -- FILE` (scripts/restore.mjs runs it from the build).
import { runRestoreCommand } from './restore-command.js';

const code = await runRestoreCommand(process.argv.slice(2), process.env, {
  // eslint-disable-next-line no-console -- the command speaks to the operator's terminal
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
process.exit(code);
