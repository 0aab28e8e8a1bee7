import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { menuCountsQuery } from '@villa/shared/api/site';
import type { MenuCounts } from '@villa/shared/contracts/site';
import { ChevronDownIcon, ChevronUpIcon, LogoutIcon } from '@villa/shared/ui/icons';
import type { MenuEntry, MenuGroup, MenuLink } from './menu';

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => theme.space.md};
  flex: 1;
  overflow-y: auto;
  a,
  button.group {
    display: flex;
    align-items: center;
    gap: 10px;
    width: 100%;
    padding: 10px 12px;
    border-radius: 10px;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.color.sidebarText};
    font-size: 14px;
    font-weight: 500;
    cursor: pointer;
    text-align: left;
  }
  a:hover,
  button.group:hover {
    background: rgba(255, 255, 255, 0.07);
    text-decoration: none;
  }
  a.active {
    background: rgba(201, 162, 39, 0.18);
    color: #fff;
    font-weight: 600;
    box-shadow: inset 3px 0 0 #c9a227;
  }
  .sub {
    padding-left: 18px;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  .sub a {
    font-size: 13.5px;
    padding: 8px 12px;
  }
  .label {
    flex: 1;
  }
`;

const Count = styled.span`
  min-width: 22px;
  padding: 1px 7px;
  border-radius: 999px;
  background: #e0664b;
  color: #fff;
  font-size: 11px;
  font-weight: 700;
  text-align: center;
`;

const LogoutButton = styled.button`
  margin: ${({ theme }) => theme.space.md};
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  padding: 10px;
  border-radius: 10px;
  border: 1px solid rgba(255, 255, 255, 0.18);
  background: transparent;
  color: ${({ theme }) => theme.color.sidebarText};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.08);
  }
`;

function badgeOf(counts: MenuCounts | undefined, key: MenuLink['badge']): number {
  return key && counts ? counts[key] : 0;
}

/** A menu badge shows only when its count is greater than 0 (SPEC §9). */
function MenuBadge({ value, label }: { value: number; label: string }) {
  return value > 0 ? (
    <Count aria-label={`${value} ${label}`} data-testid="menu-badge">
      {value}
    </Count>
  ) : null;
}

function groupContains(group: MenuGroup, pathname: string): boolean {
  return group.items.some((i) => pathname.startsWith(i.to));
}

interface SidebarNavProps {
  entries: MenuEntry[];
  mobile: boolean;
  onLogout: () => void;
}

export function SidebarNav({ entries, mobile, onLogout }: SidebarNavProps) {
  const { pathname } = useLocation();
  const { data: counts } = useQuery(menuCountsQuery());
  const visible = entries.filter((e) => !(mobile && e.desktopOnly));
  const [openGroup, setOpenGroup] = useState<string | null>(
    () =>
      visible.find((e): e is MenuGroup => e.kind === 'group' && groupContains(e, pathname))?.label ?? null,
  );

  useEffect(() => {
    const active = visible.find((e): e is MenuGroup => e.kind === 'group' && groupContains(e, pathname));
    if (active) setOpenGroup(active.label);
    // Only a route change re-opens the group that holds the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  const renderLink = (item: MenuLink) => {
    const Icon = item.icon;
    return (
      <NavLink key={item.to} to={item.to} end={item.to === '/dashboard/'}>
        {Icon ? <Icon size={18} /> : null}
        <span className="label">{item.label}</span>
        <MenuBadge value={badgeOf(counts, item.badge)} label="yeni" />
      </NavLink>
    );
  };

  return (
    <>
      <Nav aria-label="Yönetim menüsü">
        {visible.map((entry) => {
          if (entry.kind === 'link') return renderLink(entry);
          const items = entry.items.filter((i) => !(mobile && i.desktopOnly));
          const open = openGroup === entry.label;
          const Icon = entry.icon;
          const groupCount = items.reduce((sum, i) => sum + badgeOf(counts, i.badge), 0);
          return (
            <div key={entry.label}>
              <button
                className="group"
                aria-expanded={open}
                onClick={() => setOpenGroup(open ? null : entry.label)}
              >
                <Icon size={18} />
                <span className="label">{entry.label}</span>
                {!open ? <MenuBadge value={groupCount} label="yeni" /> : null}
                {open ? <ChevronUpIcon size={16} /> : <ChevronDownIcon size={16} />}
              </button>
              {open ? <div className="sub">{items.map(renderLink)}</div> : null}
            </div>
          );
        })}
      </Nav>
      <LogoutButton onClick={onLogout}>
        <LogoutIcon size={18} /> Çıkış Yap
      </LogoutButton>
    </>
  );
}
