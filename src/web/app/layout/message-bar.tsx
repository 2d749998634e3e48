import { Pause, Play } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import {
  MARQUEE_SPEED,
  MESSAGE_ROTATOR_INTERVAL_MS,
  MESSAGE_ROTATOR_TRANSITION_MS,
} from '../../../domain/constants.ts';
import { useIsHydrating } from '../../lib/hydration.ts';

/**
 * Under 1270 px a rotator shows one message at a time (a new one every 5 s, 1 s transition);
 * at 1270 px or more a wide bar shows them all (docs/product.md §2.6). The rotator stops while
 * hovered or focused and has a pause button (WCAG 2.2.2). Each message keeps to one line: one too
 * long for the phone glides left at the marquee speed (docs/product.md §9.5, 35 px/s) until its end
 * is in view.
 */
export function MessageBar({ messages }: { messages: readonly string[] }) {
  return (
    <div className="bg-brand-800 text-sm text-white">
      <ul
        aria-label="Unsere Versprechen"
        className="mx-auto hidden max-w-7xl justify-between gap-4 px-6 py-2 min-[1270px]:flex"
      >
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      <div className="min-[1270px]:hidden">
        <MessageRotator messages={messages} />
      </div>
    </div>
  );
}

function MessageRotator({ messages }: { messages: readonly string[] }) {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const stopped = paused || hovered;
  const message = messages[index % messages.length] ?? '';
  const { boxRef, textRef, px: overflow } = useOverflow(message);

  // Its code comes after the page's HTML (decision 085), but the first message has been on screen
  // since that HTML came: its time counts from the page's start, not from the takeover.
  const tookOverServerHtml = useIsHydrating();
  const firstCountsFromPageStart = useRef(tookOverServerHtml);

  useEffect(() => {
    if (stopped || messages.length < 2) return;
    let swap: number | undefined;
    let timer: number | undefined;
    const showNext = () => setIndex((current) => (current + 1) % messages.length);
    const turn = () => {
      timer = window.setTimeout(turn, MESSAGE_ROTATOR_INTERVAL_MS);
      // Without motion there is no fade, so no moment with the text hidden either.
      if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
        showNext();
        return;
      }
      setVisible(false);
      swap = window.setTimeout(() => {
        showNext();
        setVisible(true);
      }, MESSAGE_ROTATOR_TRANSITION_MS / 2);
    };
    const shownFor = firstCountsFromPageStart.current ? performance.now() : 0;
    firstCountsFromPageStart.current = false;
    timer = window.setTimeout(turn, Math.max(0, MESSAGE_ROTATOR_INTERVAL_MS - shownFor));
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(swap);
      // Stopped mid-fade (a hover or the pause button): show the message again, not an empty line.
      setVisible(true);
    };
  }, [stopped, messages.length]);

  return (
    <div
      className="flex items-center justify-center gap-2 px-2 py-1"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      {/*
        One line, always the same height, so the page below never moves: a message longer than
        the line glides left until its end shows (styles.css, .message-glide), or ends in an
        ellipsis with reduced motion.
      */}
      <p
        ref={boxRef}
        data-testid="message-rotator"
        title={overflow > 0 ? message : undefined}
        style={{ transitionDuration: `${MESSAGE_ROTATOR_TRANSITION_MS / 2}ms` }}
        className={`h-6 min-w-0 flex-1 overflow-hidden text-center leading-6 text-ellipsis whitespace-nowrap motion-safe:transition-opacity ${visible ? 'opacity-100' : 'opacity-0'}`}
      >
        <span
          key={index}
          ref={textRef}
          data-paused={stopped ? '' : undefined}
          className={overflow > 0 ? 'message-glide' : undefined}
          style={
            overflow > 0
              ? ({
                  '--message-overflow': `${overflow}px`,
                  '--message-duration': `${overflow / MARQUEE_SPEED}s`,
                } as CSSProperties)
              : undefined
          }
        >
          {message}
        </span>
      </p>
      <button
        type="button"
        aria-pressed={paused}
        onClick={() => setPaused((value) => !value)}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-white"
      >
        {paused ? (
          <Play aria-hidden="true" className="size-4" />
        ) : (
          <Pause aria-hidden="true" className="size-4" />
        )}
        <span className="sr-only">
          {paused ? 'Hinweise weiterlaufen lassen' : 'Hinweise anhalten'}
        </span>
      </button>
    </div>
  );
}

/** By how many pixels the text is wider than its line, measured again when either changes. */
function useOverflow(text: string) {
  const boxRef = useRef<HTMLParagraphElement>(null);
  const textRef = useRef<HTMLSpanElement>(null);
  const [px, setPx] = useState(0);
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (box === null) return;
    // offsetWidth: the text's own width, whatever the glide has moved it by.
    const measure = () =>
      setPx(Math.max(0, Math.ceil((textRef.current?.offsetWidth ?? 0) - box.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [text]);
  return { boxRef, textRef, px };
}
