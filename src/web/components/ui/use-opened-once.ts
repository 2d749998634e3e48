import { useState } from 'react';

/**
 * True from the first time `open` is true on: a drawer's code loads on its first opening
 * (decision 015) and then stays mounted, so it can animate closed and hand focus back.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering (React's pattern for state derived from props).
  if (open && !opened) setOpened(true);
  return opened || open;
}
