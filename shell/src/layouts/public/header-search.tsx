import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { endpointQuery } from '@villa/shared/api/request';
import { searchVillaNames } from '@villa/shared/contracts/routes/search';
import type { SearchHit } from '@villa/shared/contracts/storefront';
import { HEADER_SEARCH_DEBOUNCE_MS } from '@villa/shared/config/constants';
import { paths } from '@villa/shared/config/paths';
import { SearchIcon } from '@villa/shared/ui/icons';
import { Spinner } from '@villa/shared/ui/feedback';
import { SearchBox, SearchWrap as Wrap } from './header-search-box';

const Results = styled.ul`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  right: 0;
  z-index: 70;
  margin: 0;
  padding: 6px;
  list-style: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  max-height: 60vh;
  overflow: auto;
  li[role='option'] {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 8px;
    border-radius: 8px;
    cursor: pointer;
  }
  li[aria-selected='true'],
  li[role='option']:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  img,
  .thumb {
    width: 48px;
    height: 36px;
    border-radius: 6px;
    object-fit: cover;
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  .hit {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  .hit small {
    font-size: 12px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  .note {
    padding: 10px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

/**
 * 'Villa Ara..': asks GET /v1/search/input after 1000 ms without typing. Results
 * are cached per input by the query key; the server folds Turkish letters.
 * `initialText` and `autoFocus` carry over what the visitor began in the box that stood in for this
 * one while its code arrived (lazy-header-search.tsx).
 */
export function HeaderSearch({
  initialText = '',
  autoFocus = false,
}: {
  initialText?: string;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(autoFocus);
  const [active, setActive] = useState(-1);
  const term = useDebounced(text.trim(), HEADER_SEARCH_DEBOUNCE_MS);
  const navigate = useNavigate();
  const location = useLocation();
  const listId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // In the commit that puts it in place, so no keystroke falls between the two boxes.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!autoFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    // Only as it mounts: the box it replaces had the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { data, isFetching, isError } = useQuery({
    ...endpointQuery(searchVillaNames, { query: { searchString: term } }),
    enabled: term.length >= 2,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });

  // Closed when the page changes (not as it mounts: it may mount open, see autoFocus).
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    setOpen(false);
  }, [location.pathname]);
  useEffect(() => setActive(-1), [data]);
  useEffect(() => {
    const onDown = (e: MouseEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, []);

  const hits = term.length >= 2 ? (data ?? []) : [];
  const go = (hit: SearchHit) => {
    setOpen(false);
    setText('');
    navigate(paths.villa(hit.slug));
  };

  const showPanel = open && term.length >= 2;
  return (
    <Wrap ref={wrapRef}>
      <SearchBox>
        <SearchIcon size={18} />
        <span className="visually-hidden">Villa ara</span>
        <input
          ref={inputRef}
          type="search"
          placeholder="Villa Ara.."
          value={text}
          role="combobox"
          aria-expanded={showPanel}
          aria-controls={listId}
          aria-autocomplete="list"
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              setActive((i) => Math.min(hits.length - 1, i + 1));
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              setActive((i) => Math.max(0, i - 1));
            } else if (e.key === 'Enter' && hits[active]) {
              e.preventDefault();
              go(hits[active]);
            } else if (e.key === 'Escape') {
              setOpen(false);
            }
          }}
        />
        {isFetching ? <Spinner $size={16} /> : null}
      </SearchBox>
      {showPanel ? (
        <Results id={listId} role="listbox" aria-label="Arama sonuçları">
          {hits.map((hit, i) => (
            <li
              key={hit.slug}
              role="option"
              aria-selected={i === active}
              aria-label={hit.townName ? `${hit.name}, ${hit.townName}` : hit.name}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => go(hit)}
            >
              {hit.thumbnail ? (
                <img src={hit.thumbnail} alt="" width={48} height={36} loading="lazy" />
              ) : (
                <span className="thumb" aria-hidden="true" />
              )}
              <span className="hit">
                <span>{hit.name}</span>
                {hit.townName ? <small>{hit.townName}</small> : null}
              </span>
            </li>
          ))}
          {!isFetching && isError ? <li className="note">Arama şu anda yapılamıyor.</li> : null}
          {!isFetching && !isError && data && hits.length === 0 ? (
            <li className="note">“{term}” için villa bulunamadı.</li>
          ) : null}
          {isFetching && !data ? <li className="note">Aranıyor…</li> : null}
        </Results>
      ) : null}
    </Wrap>
  );
}
