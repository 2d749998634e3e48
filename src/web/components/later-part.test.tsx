import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A part whose code is not part of the first download (decision 085): the server renders it whole,
// the browser keeps that HTML until the code is wanted, and a tap meanwhile is not lost. The
// module's "wanted" state is per page load, so each test loads it afresh.

type LaterPartModule = typeof import('./later-part.tsx');
type HydrationModule = typeof import('../lib/hydration.ts');

let later: LaterPartModule;
let hydration: HydrationModule;
let stopListening = () => undefined as void;

beforeEach(async () => {
  vi.resetModules();
  later = await import('./later-part.tsx');
  hydration = await import('../lib/hydration.ts');
});

afterEach(() => {
  stopListening();
  stopListening = () => undefined;
  hydration.setHydrating(false);
  document.body.innerHTML = '';
});

function Greeting({ name, onTap }: { name: string; onTap: () => void }) {
  return (
    <button type="button" onClick={onTap}>
      Hallo {name}
    </button>
  );
}

/** A load that settles when the test says so, counting its calls. */
function controlledLoad() {
  let settle: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const load = vi.fn(() => arrived.then(() => Greeting));
  return { load, settle };
}

/** What main.tsx's AppStarted does once the page's first render has committed. */
function FirstRenderCommitted() {
  useEffect(() => hydration.setHydrating(false), []);
  return null;
}

/**
 * The server's HTML of the part. The server's renderer waits for the code (server-render.tsx);
 * here the code is loaded first, by drawing the part once, and the HTML then written at once.
 */
async function serverHtml(name: string): Promise<string> {
  const Part = later.laterPart(() => Promise.resolve(Greeting), 'greeting');
  const drawn = render(<Part name={name} onTap={() => undefined} />);
  await act(async () => undefined);
  drawn.unmount();
  return renderToString(<Part name={name} onTap={() => undefined} />);
}

/** The server's HTML of the part, taken over by the browser as main.tsx does. */
async function takeOver(load: () => Promise<typeof Greeting>, onTap: () => void) {
  const html = await serverHtml('Anna');
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  const Part = later.laterPart(load, 'greeting');
  hydration.setHydrating(true);
  await act(async () => {
    render(
      <>
        <Part name="Anna" onTap={onTap} />
        <FirstRenderCommitted />
      </>,
      { container, hydrate: true },
    );
  });
  return container;
}

const partBox = (container: HTMLElement) => container.querySelector('[data-later-part]');

describe('laterPart', () => {
  it('is rendered whole on the server', async () => {
    const html = await serverHtml('Anna');
    expect(html).toContain('Hallo <!-- -->Anna');
    expect(html).toContain('data-later-part="greeting"');
  });

  it("keeps the server's HTML until the code is wanted, then takes the part over", async () => {
    const { load, settle } = controlledLoad();
    const onTap = vi.fn();
    const container = await takeOver(load, onTap);

    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Hallo Anna' })).toBeInTheDocument();
    expect(partBox(container)).not.toBeNull();

    await act(async () => {
      later.markLaterPartsNeeded();
      settle();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(partBox(container)).toBeNull();
    screen.getByRole('button', { name: 'Hallo Anna' }).click();
    expect(onTap).toHaveBeenCalledTimes(1);
  });

  it("the visitor's first action brings the code", async () => {
    stopListening = later.listenForFirstAction();
    const { load } = controlledLoad();
    await takeOver(load, () => undefined);
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('holds a tap on a button before the code came and gives it to the button once taken over', async () => {
    stopListening = later.listenForFirstAction();
    const { load, settle } = controlledLoad();
    const onTap = vi.fn();
    const container = await takeOver(load, onTap);

    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('button', { name: 'Hallo Anna' }).dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(onTap).not.toHaveBeenCalled();

    // The tap itself asked for the code.
    await act(async () => settle());
    expect(load).toHaveBeenCalledTimes(1);
    expect(partBox(container)).toBeNull();
    expect(onTap).toHaveBeenCalledTimes(1);
  });

  it('loads the code at once on a page the browser renders itself', async () => {
    const { load, settle } = controlledLoad();
    const Part = later.laterPart(load, 'greeting');
    render(<Part name="Ben" onTap={() => undefined} />);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => settle());
    expect(screen.getByRole('button', { name: 'Hallo Ben' })).toBeInTheDocument();
  });
});
