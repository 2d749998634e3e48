import { describe, expect, it } from 'vitest';
import { isClosingModeExempt, paths } from './paths.ts';

describe('isClosingModeExempt', () => {
  it('keeps admin and order paths and the goodbye page', () => {
    for (const path of [
      '/admin',
      '/admin/dashboard',
      '/bestellung/benutzerdaten',
      '/order/abc',
      paths.goodbye.path,
      '/impressum',
      '/dsgvo',
      '/agb',
      '/widerruf',
    ]) {
      expect(isClosingModeExempt(path)).toBe(true);
    }
  });

  it('sends every public path to goodbye', () => {
    for (const path of ['/', '/shop/kleidung', '/faqs', '/administrator', '/bestellungen']) {
      expect(isClosingModeExempt(path)).toBe(false);
    }
  });
});
