import { describe, expect, it } from 'vitest';
import { isAdminPage } from './untracked-visits.ts';

describe('isAdminPage', () => {
  it.each(['/admin', '/admin/', '/admin/packliste', '/Admin/sale', '//admin/x', '/admin?x=1'])(
    '%s is the admin area',
    (page) => expect(isAdminPage(page)).toBe(true),
  );

  it.each(['/', '/shop/kleidung', '/administration', '/product/admin', 'admin', ''])(
    '%s is a shop page',
    (page) => expect(isAdminPage(page)).toBe(false),
  );
});
