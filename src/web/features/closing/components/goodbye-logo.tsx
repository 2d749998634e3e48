import { useEffect, useRef } from 'react';
import { GOODBYE_LONG_PRESS_MS } from '../../../../domain/constants.ts';
import { LogoMark } from '../../../components/ui/logo-mark.tsx';
import { registerLogoClick } from '../lib/logo-gesture.ts';

/**
 * The goodbye page's logo. A hidden gesture opens the admin: 5 clicks within 2.5 s, or pressing
 * for 5 s (docs/product.md §1.3). It is decoration for everyone else, so it is not a control.
 */
export function GoodbyeLogo({ onGesture }: { onGesture: () => void }) {
  const clicks = useRef<number[]>([]);
  const pressTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(pressTimer.current), []);

  const endPress = () => window.clearTimeout(pressTimer.current);
  return (
    <div
      data-testid="goodbye-logo"
      className="select-none"
      onClick={() => {
        const result = registerLogoClick(clicks.current, Date.now());
        clicks.current = result.clicks;
        if (result.triggered) onGesture();
      }}
      onPointerDown={() => {
        endPress();
        pressTimer.current = window.setTimeout(onGesture, GOODBYE_LONG_PRESS_MS);
      }}
      onPointerUp={endPress}
      onPointerLeave={endPress}
      onPointerCancel={endPress}
      onContextMenu={(event) => event.preventDefault()}
    >
      <LogoMark className="size-24" />
    </div>
  );
}
