import { useEffect, useState } from 'react';
import { useDebounce, useFetchClient, useQueryParams } from '@strapi/strapi/admin';

/** The locale of the entry being edited (the edit view's `?plugins[i18n][locale]=`), else the server's default. */
export function useEntryLocale() {
  const [{ query }] = useQueryParams();
  const locale = query?.plugins?.i18n?.locale;
  return typeof locale === 'string' && locale ? locale : undefined;
}

/**
 * The targets of `kind` whose title holds `search`, in `locale`, page by page as the list scrolls
 * (GET /studio/targets): `{ items, loading, hasMore, loadMore }`. Only while `active` (the list is open).
 */
export function useTargetList(kind, locale, search, active) {
  const { get } = useFetchClient();
  const q = useDebounce(search, 200);
  const [state, setState] = useState({ key: '', items: [], page: 0, pageCount: 0, loading: false });
  const key = `${kind}|${locale}|${q}`;
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [key]);
  useEffect(() => {
    if (!active) return undefined;
    let current = true;
    setState((before) => ({ ...before, loading: true }));
    get('/studio/targets', { params: { kind, locale, q, page } }).then(
      ({ data }) => {
        if (!current) return;
        setState((before) => ({
          key,
          items: page === 1 || before.key !== key ? data.results : [...before.items, ...data.results],
          page,
          pageCount: data.pagination.pageCount,
          loading: false,
        }));
      },
      () => current && setState((before) => ({ ...before, loading: false })),
    );
    return () => {
      current = false;
    };
  }, [get, kind, locale, q, page, key, active]);
  const fresh = state.key === key;
  return {
    items: fresh ? state.items : [],
    loading: state.loading || !fresh,
    hasMore: fresh && state.page < state.pageCount,
    loadMore: () => fresh && !state.loading && setPage(state.page + 1),
  };
}

/**
 * What a stored `value` of `kind` names, in `locale` (GET /studio/targets?values=): `{ value, title, subtitle,
 * thumbnail, locale? }`, `{ value, missing: true }` when it names nothing, null while loading or without a value.
 */
export function useResolvedTarget(kind, locale, value) {
  const { get } = useFetchClient();
  const [resolved, setResolved] = useState(null);
  useEffect(() => {
    if (!value) {
      setResolved(null);
      return undefined;
    }
    let current = true;
    get('/studio/targets', { params: { kind, locale, values: value } }).then(
      ({ data }) => current && setResolved(data.results[0] ?? null),
      () => current && setResolved(null),
    );
    return () => {
      current = false;
    };
  }, [get, kind, locale, value]);
  return resolved?.value === value ? resolved : null;
}
