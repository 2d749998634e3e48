import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MESSAGE_ROTATOR_INTERVAL_MS,
  MESSAGE_ROTATOR_TRANSITION_MS,
} from '../../../domain/constants.ts';
import { setHydrating } from '../../lib/hydration.ts';
import { MessageBar } from './message-bar.tsx';

const messages = ['Versand in 1–2 Tagen', 'Jedes Teil geprüft'];

describe('MessageBar rotator', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has neither: no line is too long for it, and motion is not reduced.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
  });
  afterEach(() => {
    setHydrating(false);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('fades to the next message every few seconds', () => {
    render(<MessageBar messages={messages} />);
    const line = screen.getByTestId('message-rotator');
    expect(line).toHaveTextContent(messages[0]!);
    act(() => {
      vi.advanceTimersByTime(MESSAGE_ROTATOR_INTERVAL_MS);
    });
    expect(line).toHaveClass('opacity-0');
    act(() => {
      vi.advanceTimersByTime(MESSAGE_ROTATOR_TRANSITION_MS / 2);
    });
    expect(line).toHaveClass('opacity-100');
    expect(line).toHaveTextContent(messages[1]!);
  });

  it('shows its message again when stopped by a hover in the middle of a fade', () => {
    render(<MessageBar messages={messages} />);
    const line = screen.getByTestId('message-rotator');
    act(() => {
      vi.advanceTimersByTime(MESSAGE_ROTATOR_INTERVAL_MS);
    });
    expect(line).toHaveClass('opacity-0');

    fireEvent.mouseEnter(line.parentElement!);
    expect(line).toHaveClass('opacity-100');
    act(() => {
      vi.advanceTimersByTime(3 * MESSAGE_ROTATOR_INTERVAL_MS);
    });
    expect(line).toHaveClass('opacity-100');
    expect(line).toHaveTextContent(messages[0]!);
  });

  it("taking over the server's line later, counts the first message's time from the page's start", () => {
    // Its code came 3.5 s after the page (decision 085): the first message has shown since then.
    vi.spyOn(performance, 'now').mockReturnValue(3_500);
    setHydrating(true);
    render(<MessageBar messages={messages} />);
    setHydrating(false);
    const line = screen.getByTestId('message-rotator');
    act(() => {
      vi.advanceTimersByTime(MESSAGE_ROTATOR_INTERVAL_MS - 3_500 - 1);
    });
    expect(line).toHaveClass('opacity-100');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(line).toHaveClass('opacity-0');
    act(() => {
      vi.advanceTimersByTime(MESSAGE_ROTATOR_TRANSITION_MS / 2);
    });
    expect(line).toHaveTextContent(messages[1]!);
    // From then on every message has its full time.
    act(() => {
      vi.advanceTimersByTime(MESSAGE_ROTATOR_INTERVAL_MS - 1);
    });
    expect(line).toHaveTextContent(messages[1]!);
  });
});
