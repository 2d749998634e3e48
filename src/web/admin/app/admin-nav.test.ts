import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths.ts';
import { NAV, navEntryOf } from './admin-nav.ts';

describe('the admin navigation', () => {
  it('links the Änderungsprotokoll', () => {
    expect(NAV).toContainEqual({
      label: 'Änderungsprotokoll',
      href: paths.adminAuditLog.getHref(),
    });
  });

  it('names the page a path belongs to, lists and the pages below them', () => {
    expect(navEntryOf('/admin/orderhistory')?.label).toBe('Bestellungen');
    expect(navEntryOf('/admin/orderhistory/6d1e0c9a')?.label).toBe('Bestellungen');
    expect(navEntryOf('/admin/sellerlist/12')?.label).toBe('Verkäufer');
    expect(navEntryOf('/admin/product/abc')?.label).toBe('Artikel');
    expect(navEntryOf('/admin/products')?.label).toBe('Artikel');
    expect(navEntryOf('/admin/neuertonie')?.label).toBe('Neuer Tonie');
  });

  it('names no page for a path outside the navigation', () => {
    expect(navEntryOf('/admin/productsx')).toBeNull();
    expect(navEntryOf('/admin')).toBeNull();
  });
});
