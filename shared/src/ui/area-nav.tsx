import { NavLink } from 'react-router';
import styled from 'styled-components';

const Tabs = styled.nav`
  display: flex;
  gap: 4px;
  flex-wrap: wrap;
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  width: fit-content;
  max-width: 100%;
  a {
    padding: 8px 14px;
    border-radius: 8px;
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 600;
    font-size: 14px;
  }
  a:hover {
    text-decoration: none;
    color: ${({ theme }) => theme.color.text};
  }
  a.active {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primary};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
`;

export interface AreaTab {
  to: string;
  label: string;
}

/** Sub-navigation between the screens of one dashboard area. */
export function AreaNav({ tabs, label }: { tabs: AreaTab[]; label: string }) {
  return (
    <Tabs aria-label={label}>
      {tabs.map((t) => (
        <NavLink key={t.to} to={t.to}>
          {t.label}
        </NavLink>
      ))}
    </Tabs>
  );
}
