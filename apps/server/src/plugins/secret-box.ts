// Secrets the portal must send on later (an outside web service's password, token or key) are stored
// sealed: AES-256-GCM under the portal's secrets key, so the database — and every backup of it — holds
// no usable secret. The key is SECRETS_KEY (derived with HKDF) when set, else a random key kept in
// DATA_DIR/secrets.key, made once by whichever instance needs it first (every instance shares DATA_DIR).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const VERSION = 'v1';
const KEY_FILE = 'secrets.key';

/** Seals and opens secrets; `open` answers undefined for a sealed text this key cannot open. */
export type SecretBox = {
  seal: (plain: string) => Promise<string>;
  open: (sealed: string) => Promise<string | undefined>;
};

async function keyFromFile(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, KEY_FILE);
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  try {
    // wx: another instance that made it first wins, and this one reads theirs.
    await writeFile(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
}

/** The box of `secret` (SECRETS_KEY) or of the key file under `dataDir`; the key is read on first use. */
export function secretBox({ secret, dataDir }: { secret: string | undefined; dataDir: string }): SecretBox {
  let key: Promise<Buffer> | undefined;
  const keyOf = () =>
    (key ??= secret
      ? Promise.resolve(Buffer.from(hkdfSync('sha256', secret, 'darvazeh', 'secret-box v1', 32)))
      : keyFromFile(dataDir));
  return {
    seal: async (plain) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await keyOf(), iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), sealed]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open: async (text) => {
      const [version, iv, tag, sealed] = text.split('.');
      if (version !== VERSION || !iv || !tag || sealed === undefined) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', await keyOf(), Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return undefined;
      }
    },
  };
}
