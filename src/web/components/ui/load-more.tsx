import { useEffect, useRef } from 'react';
import { Button } from './button.tsx';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  label?: string;
}

/**
 * Infinite scroll with a button as its keyboard and fallback path: the next page loads when the
 * sentinel comes near the viewport, or when the button is pressed.
 */
export function LoadMore({ hasMore, loading, onLoadMore, label = 'Mehr laden' }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (element === null || !hasMore || loading || typeof IntersectionObserver === 'undefined')
      return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, onLoadMore]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="mt-8 flex justify-center">
      <Button variant="secondary" onClick={onLoadMore} disabled={loading}>
        {loading ? 'Wird geladen …' : label}
      </Button>
    </div>
  );
}
