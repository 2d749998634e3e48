import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import {
  keyIdOf,
  resolveSellerDataKeys,
  seal,
  sellerDataKeysOf,
  unseal,
} from './seller-data-key.ts';

const IBAN = 'DE89370400440532013000';

describe('seal and unseal', () => {
  const keys = sellerDataKeysOf(randomBytes(32));

  it('opens what it sealed, and the stored text shows nothing of the IBAN', () => {
    const sealed = seal(keys, IBAN, 'seller:12:iban');
    expect(sealed.keyId).toBe(keys.current.id);
    expect(sealed.sealed).not.toContain('3000');
    expect(unseal(keys, sealed, 'seller:12:iban')).toBe(IBAN);
    // A fresh IV each time: the same IBAN never seals to the same text.
    expect(seal(keys, IBAN, 'seller:12:iban').sealed).not.toBe(sealed.sealed);
  });

  it('refuses a value moved to another seller, altered, or sealed under an unknown key', () => {
    const sealed = seal(keys, IBAN, 'seller:12:iban');
    expect(() => unseal(keys, sealed, 'seller:13:iban')).toThrow();
    const bytes = Buffer.from(sealed.sealed.slice(3), 'base64');
    bytes[14] = bytes[14]! ^ 1;
    expect(() =>
      unseal(keys, { ...sealed, sealed: `v1.${bytes.toString('base64')}` }, 'seller:12:iban'),
    ).toThrow();
    const other = sellerDataKeysOf(randomBytes(32));
    expect(() => unseal(other, sealed, 'seller:12:iban')).toThrow(/SELLER_DATA_OLD_KEYS/);
  });

  it('opens values of an old key after a rotation, and seals with the new one', () => {
    const oldKey = randomBytes(32);
    const sealed = seal(sellerDataKeysOf(oldKey), IBAN, 'seller:1:iban');
    const rotated = sellerDataKeysOf(randomBytes(32), [oldKey]);
    expect(unseal(rotated, sealed, 'seller:1:iban')).toBe(IBAN);
    expect(seal(rotated, IBAN, 'seller:1:iban').keyId).not.toBe(keyIdOf(oldKey));
  });
});

describe('resolveSellerDataKeys', () => {
  const base = { SELLER_DATA_OLD_KEYS: undefined, NODE_ENV: 'production' as const };

  it('refuses a live shop in production without SELLER_DATA_KEY, naming the variable', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'seller-key-'));
    const attempt = resolveSellerDataKeys({
      ...base,
      SELLER_DATA_KEY: undefined,
      PAYMENT_MODE: 'live',
      dataDir,
    });
    await expect(attempt).rejects.toThrow(ConfigError);
    await expect(attempt).rejects.toThrow(/SELLER_DATA_KEY is unset/);
  });

  it('uses SELLER_DATA_KEY when set', async () => {
    const key = randomBytes(32);
    const keys = await resolveSellerDataKeys({
      ...base,
      SELLER_DATA_KEY: key.toString('base64'),
      PAYMENT_MODE: 'live',
      dataDir: '/nonexistent',
    });
    expect(keys.current.id).toBe(keyIdOf(key));
  });

  it('generates a key once into DATA_DIR for a demo shop and keeps using it', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'seller-key-'));
    const config = {
      ...base,
      SELLER_DATA_KEY: undefined,
      PAYMENT_MODE: 'simulator' as const,
      dataDir,
    };
    const first = await resolveSellerDataKeys(config);
    const second = await resolveSellerDataKeys(config);
    expect(second.current.id).toBe(first.current.id);
    const stat = await fs.stat(path.join(dataDir, 'seller-data-key'));
    expect(stat.mode & 0o777).toBe(0o600);
  });
});
