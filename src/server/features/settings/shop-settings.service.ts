import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { appSettings } from '../../db/schema.ts';
import { ConfigError, liveIdentityProblem, loadConfig, type Config } from '../../config.ts';
import { HttpError } from '../../lib/http-error.ts';
import { createKeptUntilChange, type ChangesSeen } from '../../lib/kept-until-change.ts';
import { SETTING_KEYS, settingDefinition, settingRefusal } from '../../../domain/shop-settings.ts';

// The owner's settings (decision 056): one row of app_settings holding the values she saved and
// a revision. The configuration in effect is the environment laid over those values and checked
// by loadConfig, the same rules a variable meets at start. Saving the row bumps the shop's
// version as a change of everything (migrations 0018 and 0021), which every process hears of
// (decision 052) and which makes `currentConfig()` read the row again.

const STORE_KEY = 'shop_settings';

const storedSchema = z.object({
  revision: z.number().int().min(0),
  values: z.record(z.string(), z.string()),
});

export type StoredSettings = z.infer<typeof storedSchema>;

const NOTHING_STORED: StoredSettings = { revision: 0, values: {} };

export async function readStoredSettings(
  db: Pick<Database, 'select'>,
  { forUpdate = false } = {},
): Promise<StoredSettings> {
  const query = db.select().from(appSettings).where(eq(appSettings.key, STORE_KEY));
  const [row] = forUpdate ? await query.for('update') : await query;
  const parsed = storedSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : NOTHING_STORED;
}

/** Whether the environment sets this variable, so that it wins over what the owner saved. */
export function fixedByEnvironment(config: Pick<Config, 'environment'>, key: string): boolean {
  return config.environment[key] !== undefined;
}

/**
 * The configuration with the owner's values under the environment's. Throws ConfigError, naming
 * the variable, when the two together break a rule (e.g. accounts of another Sachkontenlänge).
 */
export function applyStoredSettings(config: Config, values: Record<string, string>): Config {
  const managed = Object.fromEntries(
    Object.entries(values).filter(([key]) => SETTING_KEYS.includes(key)),
  );
  return loadConfig({ ...managed, ...config.environment });
}

/** The German sentence for a value the rules refuse: the field's label and what it expects. */
function refusalOf(error: ConfigError): HttpError {
  const key = error.variable;
  if (key !== null && settingDefinition(key)) return new HttpError(400, settingRefusal(key));
  // A rule across fields whose culprit the owner cannot change here (e.g. a live shop needs
  // its real Impressum): the configuration's own words, which name the variable.
  return new HttpError(400, `Diese Einstellungen passen nicht zusammen: ${error.message}`);
}

export interface SettingsChange {
  /** The revision the owner's form was loaded at: a save over a newer one is refused. */
  revision: number;
  values: Record<string, string>;
}

/**
 * Saves the owner's changes all at once, or nothing: unknown and environment-fixed variables,
 * values the rules refuse and a form loaded before somebody else's save are refused with a
 * German message. The row is locked, so two admins saving at once are taken one after the other
 * and the second is refused (409), never mixed.
 */
export async function saveSettings(
  db: Database,
  config: Config,
  change: SettingsChange,
  now: Date,
): Promise<{ stored: StoredSettings; before: Record<string, string> }> {
  for (const key of Object.keys(change.values)) {
    if (!settingDefinition(key)) throw new HttpError(400, `Die Einstellung ${key} gibt es nicht.`);
    if (fixedByEnvironment(config, key)) {
      throw new HttpError(
        409,
        `${settingDefinition(key)!.label} ist in der Server-Umgebung (${key}) festgelegt und kann hier nicht geändert werden.`,
      );
    }
  }
  return db.transaction(async (tx) => {
    // The row exists before it is locked, so the first two saves queue on it like all others.
    await tx
      .insert(appSettings)
      .values({ key: STORE_KEY, value: NOTHING_STORED })
      .onConflictDoNothing({ target: appSettings.key });
    const current = await readStoredSettings(tx, { forUpdate: true });
    if (current.revision !== change.revision) {
      throw new HttpError(
        409,
        'Die Einstellungen wurden inzwischen von jemand anderem gespeichert. Bitte lade die Seite neu und prüfe deine Änderungen.',
      );
    }
    const values = { ...current.values };
    for (const [key, value] of Object.entries(change.values)) {
      const trimmed = value.trim();
      if (trimmed !== '') values[key] = trimmed;
      else if (settingDefinition(key)!.optional) delete values[key];
      else throw new HttpError(400, settingRefusal(key));
    }
    try {
      applyStoredSettings(config, values);
    } catch (error) {
      if (error instanceof ConfigError) throw refusalOf(error);
      throw error;
    }
    const stored: StoredSettings = { revision: current.revision + 1, values };
    await tx
      .update(appSettings)
      .set({ value: stored, updatedAt: now })
      .where(eq(appSettings.key, STORE_KEY));
    return { stored, before: current.values };
  });
}

export interface CurrentConfig {
  /** The configuration in effect for this request: the environment over the owner's settings. */
  (): Promise<Config>;
  /** Why the stored settings are not in effect (they break a rule with today's environment). */
  problem(): string | null;
}

/**
 * `app.currentConfig()`: the configuration in effect, read again after a save anywhere, so a
 * change is in effect on the next request of every process. A save is a change of everything
 * (the `shop` tag, decision 066), so the configuration is kept as decision 081's values are:
 * the reservations and orders that move the shop's version many times a second on a Friday
 * touch items only, and no longer make every process read the row and check the whole
 * configuration again. Settings that no longer pass the rules with the environment (it changed
 * since they were saved) are set aside with a warning, and the environment's configuration
 * applies.
 */
export function createCurrentConfig(options: {
  db: Database;
  config: Config;
  /** Reads the shop's state, which brings `changes` up to date (`app.shopState`). */
  shopState: () => Promise<unknown>;
  changes: ChangesSeen;
  warn: (message: string) => void;
}): CurrentConfig {
  let problem: string | null = null;
  const keptConfig = createKeptUntilChange<Config>(options.changes);
  const read = async (): Promise<Config> => {
    const stored = await readStoredSettings(options.db);
    problem = null;
    try {
      return applyStoredSettings(options.config, stored.values);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problem = `Gespeicherte Einstellungen gelten nicht: ${error.message}`;
      options.warn(problem);
      return options.config;
    }
  };
  const current = async (): Promise<Config> => {
    await options.shopState();
    return keptConfig(read);
  };
  return Object.assign(current, { problem: () => problem });
}

/**
 * At start: why a shop taking real money may not run, its Impressum still the sample in both the
 * environment and the owner's settings; null when it may. The message says where to set it.
 */
export async function liveIdentityRefusal(
  config: Config,
  db: Pick<Database, 'select'>,
): Promise<ConfigError | null> {
  let effective = config;
  try {
    effective = applyStoredSettings(config, (await readStoredSettings(db)).values);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // Settings that break a rule are set aside, as currentConfig does: the environment counts.
  }
  const problem = liveIdentityProblem(effective);
  return problem === null
    ? null
    : new ConfigError(
        `${problem.message}: set it in the environment, or on /admin/einstellungen of the shop ` +
          'started once with PAYMENT_MODE=simulator',
        problem.variable,
      );
}
