import { useState, type ComponentType } from 'react';
import { SearchIcon } from '@villa/shared/ui/icons';
import { SearchBox, SearchWrap } from './header-search-box';

type HeaderSearchComponent = ComponentType<{ initialText?: string; autoFocus?: boolean }>;

let loading: Promise<HeaderSearchComponent> | null = null;
const load = () => (loading ??= import('./header-search').then((m) => m.HeaderSearch));

/**
 * The header's 'Villa Ara..' box at start: the same box, its search (the query, the results list,
 * the keys) a chunk fetched when the pointer comes over it or it gets the focus, then put in its
 * place with what was typed and the focus. The box is hidden on a phone, so a phone never fetches
 * the search's code unless the drawer's box is used.
 */
export function LazyHeaderSearch() {
  const [Search, setSearch] = useState<HeaderSearchComponent | null>(null);
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const want = () =>
    void load()
      .then((component) => setSearch(() => component))
      .catch(() => {
        loading = null; // the next pointer or focus tries again
      });
  if (Search) return <Search initialText={text} autoFocus={focused} />;
  return (
    <SearchWrap onPointerEnter={want}>
      <SearchBox>
        <SearchIcon size={18} />
        <span className="visually-hidden">Villa ara</span>
        <input
          type="search"
          placeholder="Villa Ara.."
          value={text}
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          onChange={(e) => setText(e.target.value)}
          onFocus={() => {
            setFocused(true);
            want();
          }}
          onBlur={() => setFocused(false)}
        />
      </SearchBox>
    </SearchWrap>
  );
}
