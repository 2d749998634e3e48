import { describe, expect, it } from 'vitest';
import { describeAction, describeOutcome } from './describe-action.ts';

describe('describeAction', () => {
  it.each([
    ['PUT', '/api/admin/products/:id', {}, 'Artikel bearbeitet'],
    ['POST', '/api/admin/images', { upload: { bytes: 9 } }, 'Bild hochgeladen'],
    ['PATCH', '/api/admin/users/:id', { body: { isAdmin: true } }, 'Admin-Rechte vergeben'],
    ['PATCH', '/api/admin/users/:id', { body: { isAdmin: false } }, 'Admin-Rechte entzogen'],
    ['POST', '/api/admin/etwas-neues', {}, 'POST /api/admin/etwas-neues'],
  ])('%s %s → %s', (method, route, details, expected) => {
    expect(describeAction({ method, route, details })).toBe(expected);
  });
});

describe('describeOutcome', () => {
  it.each([
    [102, 'Ausgang unbekannt', false],
    [200, 'erfolgreich', true],
    [201, 'erfolgreich', true],
    [409, 'abgelehnt (409)', false],
    [500, 'fehlgeschlagen (500)', false],
  ])('%i → %s', (status, label, ok) => {
    expect(describeOutcome(status)).toEqual({ label, ok });
  });
});
