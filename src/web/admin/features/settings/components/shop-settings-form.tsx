import { useState, type FormEvent } from 'react';
import { PAYMENT_METHODS } from '../../../../../domain/catalog.ts';
import type { ShopSettings } from '../../../../../domain/api/shop-settings.ts';
import { SETTING_GROUPS, type SettingDefinition } from '../../../../../domain/shop-settings.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/admin-session.ts';
import { Field, FormError, Notice, fieldAria, inputClass } from '../../../components/form.tsx';
import { useSaveShopSettings } from '../api/shop-settings.ts';

type Values = Record<string, string>;

const INPUT_MODES: Partial<Record<SettingDefinition['input'], 'numeric' | 'email'>> = {
  digits: 'numeric',
  number: 'numeric',
  month: 'numeric',
  email: 'email',
};

/** The field a refusal names: the server's German message starts with the field's label. */
function fieldOfMessage(message: string): string | null {
  for (const group of SETTING_GROUPS) {
    for (const setting of group.settings) {
      if (message.startsWith(`${setting.label}:`)) return setting.key;
    }
  }
  return null;
}

/**
 * The owner's settings, grouped as the shop uses them (decision 056). Only changed values are
 * sent, all at once; a value fixed in the server's environment is shown but cannot be edited.
 */
export function ShopSettingsForm({
  settings,
  onReload,
}: {
  settings: ShopSettings;
  /** Reads the settings again (after somebody else's save); the form starts afresh from them. */
  onReload: () => Promise<ShopSettings | undefined>;
}) {
  const initial: Values = Object.fromEntries(settings.settings.map((s) => [s.key, s.value]));
  const fixed = new Set(settings.settings.filter((s) => s.fixedByEnvironment).map((s) => s.key));
  const [values, setValues] = useState<Values>(initial);
  const save = useSaveShopSettings();

  const changed = Object.fromEntries(
    Object.entries(values).filter(([key, value]) => value !== initial[key] && !fixed.has(key)),
  );
  const refusal = save.isError ? errorMessage(save.error) : null;
  const refusedField = refusal === null ? null : fieldOfMessage(refusal);
  const stale =
    save.error instanceof ApiError && save.error.status === 409 && refusedField === null;

  const set = (key: string, value: string) => {
    if (save.isError || save.isSuccess) save.reset();
    setValues((current) => ({ ...current, [key]: value }));
  };

  const startFrom = (fresh: ShopSettings) =>
    setValues(Object.fromEntries(fresh.settings.map((s) => [s.key, s.value])));

  const reload = async () => {
    const fresh = await onReload();
    if (fresh === undefined) return;
    save.reset();
    startFrom(fresh);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(changed).length === 0) return;
    save.mutate(
      { revision: settings.revision, values: changed },
      // The saved answer is the new starting point: the form shows what is in effect now.
      {
        onSuccess: (saved) =>
          setValues(Object.fromEntries(saved.settings.map((s) => [s.key, s.value]))),
      },
    );
  };

  const field = (setting: SettingDefinition) => {
    const id = `setting-${setting.key}`;
    const isFixed = fixed.has(setting.key);
    const error = refusedField === setting.key ? refusal! : undefined;
    const hint = isFixed
      ? `In der Server-Umgebung festgelegt (${setting.key}); dort ändern.`
      : (setting.hint ?? (setting.optional ? 'Optional.' : undefined));
    if (setting.input === 'paymentMethods') {
      const chosen = new Set(values[setting.key]?.split(',').filter(Boolean));
      const toggle = (id: string, on: boolean) => {
        const next = PAYMENT_METHODS.map((method) => method.id).filter((methodId) =>
          methodId === id ? on : chosen.has(methodId),
        );
        set(setting.key, next.join(','));
      };
      return (
        <fieldset key={setting.key} className="flex flex-col gap-1" aria-describedby={`${id}-hint`}>
          <legend className="text-sm font-semibold">{setting.label}</legend>
          <div className="grid gap-1 sm:grid-cols-2">
            {PAYMENT_METHODS.map((method) => (
              <label key={method.id} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={chosen.has(method.id)}
                  disabled={isFixed}
                  onChange={(event) => toggle(method.id, event.target.checked)}
                />
                {method.label}
              </label>
            ))}
          </div>
          <p id={`${id}-hint`} className="text-sm text-muted">
            {hint ??
              'Was die Kasse anbietet; PayPal und Klarna brauchen ihre Zugangsdaten auf dem Server.'}
          </p>
          {error ? <p className="text-sm font-semibold text-sale">{error}</p> : null}
        </fieldset>
      );
    }
    if (setting.input === 'yesNo') {
      const on = values[setting.key] === 'true' || values[setting.key] === '1';
      return (
        <div key={setting.key} className="flex flex-col gap-1">
          <label htmlFor={id} className="flex min-h-11 items-center gap-2 font-semibold">
            <input
              id={id}
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={on}
              disabled={isFixed}
              onChange={(event) => set(setting.key, event.target.checked ? 'true' : 'false')}
              aria-describedby={hint ? `${id}-hint` : undefined}
            />
            {setting.label}
          </label>
          {hint ? (
            <p id={`${id}-hint`} className="text-sm text-muted">
              {hint}
            </p>
          ) : null}
          {error ? <p className="text-sm font-semibold text-sale">{error}</p> : null}
        </div>
      );
    }
    return (
      <Field key={setting.key} id={id} label={setting.label} error={error} hint={hint}>
        <input
          className={inputClass}
          type={setting.input === 'email' ? 'email' : 'text'}
          inputMode={INPUT_MODES[setting.input]}
          autoComplete="off"
          value={values[setting.key] ?? ''}
          disabled={isFixed}
          onChange={(event) => set(setting.key, event.target.value)}
          {...fieldAria(id, { error, hint })}
        />
      </Field>
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      {settings.problem !== null && (
        <p role="alert" className="rounded-xl bg-sale/10 px-4 py-3 font-semibold text-sale">
          Die gespeicherten Einstellungen gelten gerade nicht, weil sie nicht zur Server-Umgebung
          passen; es gilt die Umgebung. {settings.problem}
        </p>
      )}
      {stale ? (
        <div role="alert" className="flex flex-col gap-2 rounded-xl bg-sale/10 px-4 py-3">
          <p className="font-semibold text-sale">{refusal}</p>
          <div>
            <Button variant="secondary" onClick={() => void reload()}>
              Neu laden
            </Button>
          </div>
        </div>
      ) : (
        <FormError message={refusal} />
      )}
      {save.isSuccess && <Notice>Einstellungen gespeichert. Sie gelten ab sofort.</Notice>}
      {SETTING_GROUPS.map((group) => (
        <section
          key={group.title}
          className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink/10"
        >
          <div>
            <h2 className="text-lg font-bold">{group.title}</h2>
            <p className="text-sm text-muted">{group.description}</p>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">{group.settings.map(field)}</div>
        </section>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending || Object.keys(changed).length === 0}>
          {save.isPending ? 'Wird gespeichert …' : 'Speichern'}
        </Button>
        {Object.keys(changed).length > 0 && !save.isPending && (
          <span className="text-sm text-muted">
            {Object.keys(changed).length === 1
              ? '1 Änderung nicht gespeichert'
              : `${Object.keys(changed).length} Änderungen nicht gespeichert`}
          </span>
        )}
      </div>
    </form>
  );
}
