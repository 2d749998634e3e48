import { useSearchParams } from 'react-router';

/**
 * The filters and page of an admin list, kept in the URL so a reload or a shared link shows the
 * same list. Changing a filter goes back to page 1; empty values and page 1 leave the URL.
 */
export function useListParams<Name extends string>() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const change = (name: Name | 'page', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '' || (name === 'page' && value === '1')) next.delete(name);
        else next.set(name, value);
        if (name !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { params, page, change };
}
