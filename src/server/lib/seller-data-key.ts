import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, type Config } from '../config.ts';

// Sellers' IBANs are sealed at rest with AES-256-GCM (decision 072). Each sealed value names the
// key that sealed it by an id derived from the key itself (the first 16 hex digits of its
// SHA-256), so a key can be replaced: the new one seals, the old ones (SELLER_DATA_OLD_KEYS)
// still open what they sealed until it is sealed again. The seller's number is bound in as
// additional data: a sealed IBAN copied onto another seller's row does not open.

export type SellerDataKeys = {
  /** The key every new value is sealed with. */
  current: { id: string; key: Buffer };
  /** Every key that opens something, the current one included. */
  byId: ReadonlyMap<string, Buffer>;
};

export type Sealed = { sealed: string; keyId: string };

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

export function sellerDataKeysOf(current: Buffer, old: readonly Buffer[] = []): SellerDataKeys {
  const byId = new Map<string, Buffer>();
  for (const key of [...old, current]) byId.set(keyIdOf(key), key);
  return { current: { id: keyIdOf(current), key: current }, byId };
}

/** Refused at start: a live shop keeps its sellers' key outside its data folder. */
export const MISSING_KEY_MESSAGE =
  'Invalid configuration: SELLER_DATA_KEY is unset: a shop taking real money seals its sellers’ ' +
  'IBANs with a key of its own. Create one with `openssl rand -base64 32`, set it as ' +
  'SELLER_DATA_KEY and keep a copy in a safe place: without it the stored IBANs cannot be read.';

/**
 * SELLER_DATA_KEY (and SELLER_DATA_OLD_KEYS); without it, a live shop in production refuses to
 * start, and a demo or development shop uses a random key generated once into
 * DATA_DIR/seller-data-key (mode 0600), as the admin sign-in secret is.
 */
export async function resolveSellerDataKeys(
  config: Pick<
    Config,
    'SELLER_DATA_KEY' | 'SELLER_DATA_OLD_KEYS' | 'PAYMENT_MODE' | 'NODE_ENV' | 'dataDir'
  >,
): Promise<SellerDataKeys> {
  const old = (config.SELLER_DATA_OLD_KEYS ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '')
    .map((key) => Buffer.from(key, 'base64'));
  if (config.SELLER_DATA_KEY) {
    return sellerDataKeysOf(Buffer.from(config.SELLER_DATA_KEY.trim(), 'base64'), old);
  }
  if (config.PAYMENT_MODE === 'live' && config.NODE_ENV === 'production') {
    throw new ConfigError(MISSING_KEY_MESSAGE, 'SELLER_DATA_KEY');
  }
  const file = path.join(config.dataDir, 'seller-data-key');
  const read = async () => Buffer.from((await fs.readFile(file, 'utf8')).trim(), 'base64');
  try {
    return sellerDataKeysOf(await read(), old);
  } catch {
    await fs.mkdir(config.dataDir, { recursive: true });
    // 'wx' fails if another process created it meanwhile; then read theirs.
    await fs
      .writeFile(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' })
      .catch(() => undefined);
    return sellerDataKeysOf(await read(), old);
  }
}

/** Seals `text` under the current key, bound to `context` (e.g. 'seller:12:iban'). */
export function seal(keys: SellerDataKeys, text: string, context: string): Sealed {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.current.key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  const sealed = Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
  return { sealed: `${VERSION}.${sealed}`, keyId: keys.current.id };
}

/** The text a sealed value holds; throws when its key is unknown or it was altered or moved. */
export function unseal(keys: SellerDataKeys, value: Sealed, context: string): string {
  const key = keys.byId.get(value.keyId);
  if (!key) throw new Error(`No key ${value.keyId} to open a sealed value (SELLER_DATA_OLD_KEYS)`);
  const [version, data] = value.sealed.split('.', 2);
  if (version !== VERSION || !data) throw new Error('Not a sealed value');
  const bytes = Buffer.from(data, 'base64');
  const iv = bytes.subarray(0, IV_BYTES);
  const tag = bytes.subarray(bytes.length - TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([
    decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}
