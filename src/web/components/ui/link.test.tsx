import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../lib/testing/render.tsx';
import { isAtOrBelow, Link, NavLink } from './link.tsx';

describe('Link', () => {
  it('navigates within the app, keeping the state and calling its own click handler first', async () => {
    const onClick = vi.fn();
    const { location } = renderInApp(
      <Link to="/shop/kleidung?groesse=86" className="chip" onClick={onClick}>
        Kleidung
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Kleidung' });
    expect(link).toHaveAttribute('href', '/shop/kleidung?groesse=86');
    expect(link).toHaveClass('chip');

    await userEvent.setup().click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(location.href).toBe('/shop/kleidung?groesse=86');
  });

  it('stays where it is when its click handler prevents the default', async () => {
    const { location } = renderInApp(
      <Link to="/warenkorb" onClick={(event) => event.preventDefault()}>
        Warenkorb
      </Link>,
      { path: '/shop/kleidung' },
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Warenkorb' }));
    expect(location.href).toBe('/shop/kleidung');
  });
});

describe('NavLink', () => {
  it('marks the link of the current path and of the paths below it', () => {
    renderInApp(
      <nav>
        <NavLink to="/shop/kleidung">Kleidung</NavLink>
        <NavLink to="/shop/schlafsaecke">Schlafsäcke</NavLink>
        <NavLink to="/">Start</NavLink>
      </nav>,
      { path: '/shop/kleidung/1042' },
    );
    expect(screen.getByRole('link', { name: 'Kleidung' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Schlafsäcke' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Start' })).not.toHaveAttribute('aria-current');
  });
});

describe('isAtOrBelow', () => {
  it('compares whole path segments, without case', () => {
    expect(isAtOrBelow('/shop/kleidung', '/shop/kleidung')).toBe(true);
    expect(isAtOrBelow('/Shop/Kleidung/1042', '/shop/kleidung')).toBe(true);
    expect(isAtOrBelow('/shop/kleidungsstueck', '/shop/kleidung')).toBe(false);
    expect(isAtOrBelow('/shop', '/')).toBe(false);
    expect(isAtOrBelow('/', '/')).toBe(true);
  });
});
