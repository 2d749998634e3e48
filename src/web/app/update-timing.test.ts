import { describe, expect, it, vi } from 'vitest';
import { activateWhenSafe, holdsInput, RECHECK_MS, type PageWatch } from './update-timing.ts';

describe('holdsInput', () => {
  it.each([
    ['/', false],
    ['/shop/kleidung', false],
    ['/product/1001', false],
    ['/warenkorb', false],
    ['/bestellungen-info', false],
    ['/bestellung/erfolgreich', false],
    ['/bestellung/lieferung', true],
    ['/bestellung/uebersicht/', true],
    ['/widerruf', true],
    ['/admin/dashboard', true],
  ])('%s → %s', (pathname, expected) => {
    expect(holdsInput(pathname)).toBe(expected);
  });
});

/** A page whose path and visibility the test sets, with hand-driven events and timer. */
function fakePage(pathname: string) {
  const state = { pathname, hidden: false };
  const hiddenListeners = new Set<() => void>();
  const timers = new Set<() => void>();
  const page: PageWatch = {
    pathname: () => state.pathname,
    hidden: () => state.hidden,
    onHidden: (listener) => {
      hiddenListeners.add(listener);
      return () => hiddenListeners.delete(listener);
    },
    every: (ms, listener) => {
      expect(ms).toBe(RECHECK_MS);
      timers.add(listener);
      return () => timers.delete(listener);
    },
  };
  return {
    page,
    state,
    hide: () => {
      state.hidden = true;
      hiddenListeners.forEach((listener) => listener());
    },
    tick: () => timers.forEach((listener) => listener()),
    listening: () => hiddenListeners.size + timers.size,
  };
}

describe('activateWhenSafe', () => {
  it('activates at once on a page without input', () => {
    const activate = vi.fn();
    const fake = fakePage('/shop/kleidung');
    activateWhenSafe(activate, fake.page);
    expect(activate).toHaveBeenCalledTimes(1);
    expect(fake.listening()).toBe(0);
  });

  it('during checkout waits until the customer has left the form, then activates once', () => {
    const activate = vi.fn();
    const fake = fakePage('/bestellung/benutzerdaten');
    activateWhenSafe(activate, fake.page);
    expect(activate).not.toHaveBeenCalled();

    fake.state.pathname = '/bestellung/lieferung';
    fake.tick();
    expect(activate).not.toHaveBeenCalled();

    fake.state.pathname = '/bestellung/erfolgreich';
    fake.tick();
    fake.tick();
    expect(activate).toHaveBeenCalledTimes(1);
    expect(fake.listening()).toBe(0);
  });

  it('activates when the tab is put away, even mid-form', () => {
    const activate = vi.fn();
    const fake = fakePage('/admin/neuekleidung');
    activateWhenSafe(activate, fake.page);
    fake.hide();
    fake.tick();
    expect(activate).toHaveBeenCalledTimes(1);
    expect(fake.listening()).toBe(0);
  });
});
