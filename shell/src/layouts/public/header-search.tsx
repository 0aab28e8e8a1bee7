import { useEffect, useId, useRef, useState } from 'react';
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

const Wrap = styled.div`
  position: relative;
  width: 100%;
  max-width: 260px;
`;

const Box = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  height: 40px;
  padding: 0 14px;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.16);
  border: 1px solid rgba(127, 127, 127, 0.35);
  backdrop-filter: blur(6px);
  input {
    flex: 1;
    min-width: 0;
    border: 0;
    background: transparent;
    outline: none;
    color: inherit;
  }
  input::placeholder {
    color: inherit;
    opacity: 0.8;
  }
  &:focus-within {
    border-color: ${({ theme }) => theme.color.accent};
  }
`;

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
 */
export function HeaderSearch() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebounced(text.trim(), HEADER_SEARCH_DEBOUNCE_MS);
  const navigate = useNavigate();
  const location = useLocation();
  const listId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);

  const { data, isFetching, isError } = useQuery({
    ...endpointQuery(searchVillaNames, { query: { searchString: term } }),
    enabled: term.length >= 2,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });

  useEffect(() => setOpen(false), [location.pathname]);
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
      <Box>
        <SearchIcon size={18} />
        <span className="visually-hidden">Villa ara</span>
        <input
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
      </Box>
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
