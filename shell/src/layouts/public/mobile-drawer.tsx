import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { villaTypesQuery } from '@villa/shared/api/site';
import { MESSAGES } from '@villa/shared/config/messages';
import { paths } from '@villa/shared/config/paths';
import { IconButton } from '@villa/shared/ui/button';
import { Spinner } from '@villa/shared/ui/feedback';
import { ChevronDownIcon, ChevronUpIcon, CloseIcon } from '@villa/shared/ui/icons';
import { HeaderSearch } from './header-search';
import { LinkList } from './link-list';
import { CORPORATE_LINKS, MAIN_LINKS } from './nav-links';

const Backdrop = styled.div<{ $open: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 80;
  background: ${({ theme }) => theme.color.overlay};
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  pointer-events: ${({ $open }) => ($open ? 'auto' : 'none')};
  transition: opacity 0.2s ease;
`;

const Panel = styled.aside<{ $open: boolean }>`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 90;
  width: min(340px, 88vw);
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  transform: translateX(${({ $open }) => ($open ? '0' : '105%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition:
    transform 0.25s ease,
    visibility 0.25s;
  padding: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  header {
    display: flex;
    justify-content: space-between;
    align-items: center;
    font-weight: 700;
    font-size: 18px;
  }
  nav a {
    display: block;
    padding: 11px 8px;
    color: inherit;
    font-weight: 600;
    border-radius: 8px;
  }
  nav a:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
    text-decoration: none;
  }
`;

const Section = styled.div`
  border-top: 1px solid ${({ theme }) => theme.color.border};
  padding-top: ${({ theme }) => theme.space.sm};
  > button {
    width: 100%;
    display: flex;
    justify-content: space-between;
    align-items: center;
    padding: 11px 8px;
    border: 0;
    background: transparent;
    font-weight: 700;
    cursor: pointer;
    border-radius: 8px;
  }
  > button:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0 0 0 12px;
  }
  li a {
    display: block;
    padding: 8px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

function Expandable({ title, children }: { title: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Section>
      <button aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {title}
        {open ? <ChevronUpIcon size={18} /> : <ChevronDownIcon size={18} />}
      </button>
      {open ? children : null}
    </Section>
  );
}

function VillaTypeList() {
  const { data, isPending, isError } = useQuery(villaTypesQuery());
  if (isPending) return <Spinner $size={18} />;
  if (isError) return <p role="alert">{MESSAGES.villaTypesError}</p>;
  return (
    <ul>
      {data.map((t) => (
        <li key={t.id}>
          <Link to={paths.villaTypeListing(t.id)}>{t.name}</Link>
        </li>
      ))}
    </ul>
  );
}

/** Slide-in drawer menu (SPEC §2); route changes close it (the layout does that). */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  return (
    <>
      <Backdrop $open={open} onClick={onClose} aria-hidden="true" />
      <Panel $open={open} aria-label="Menü" aria-hidden={!open} data-testid="mobile-drawer">
        <header>
          <span>Menü</span>
          <IconButton aria-label="Menüyü kapat" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </header>
        <HeaderSearch />
        <nav aria-label="Mobil menü">
          <Link to={paths.home}>Ana Sayfa</Link>
          {MAIN_LINKS.map((l) => (
            <Link key={l.to} to={l.to}>
              {l.label}
            </Link>
          ))}
          <Link to={paths.dashboard.root}>Ev Sahibi Girişi</Link>
        </nav>
        <Expandable title="Villa Tipleri">
          <VillaTypeList />
        </Expandable>
        <Expandable title="Kurumsal">
          <LinkList links={CORPORATE_LINKS} />
        </Expandable>
      </Panel>
    </>
  );
}
