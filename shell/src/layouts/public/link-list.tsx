import { Link } from 'react-router';

/** A list of links (footer columns, the drawer's sections): one `<li>` with a Link per entry. */
export function LinkList({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <ul>
      {links.map((l) => (
        <li key={l.to}>
          <Link to={l.to}>{l.label}</Link>
        </li>
      ))}
    </ul>
  );
}
