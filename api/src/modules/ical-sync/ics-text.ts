/**
 * A strict reader of the text of an iCalendar (RFC 5545) file: content lines and the nesting of
 * its components. node-ical is lenient (a feed cut off in the middle parses to "no events"), so
 * a feed is read here first and refused as a whole unless it is complete: it starts with
 * BEGIN:VCALENDAR, every BEGIN has its END in order, and it ends with END:VCALENDAR.
 */

/** A feed that cannot be used; the message is Turkish and shown to staff as it is. */
export class FeedError extends Error {}

export interface ContentLine {
  /** Upper-case property name (DTSTART, UID, X-WR-TIMEZONE...). */
  name: string;
  /** Parameters by upper-case name; quotes removed. */
  params: Record<string, string>;
  value: string;
  /** 1-based line number in the file where the (unfolded) line starts. */
  line: number;
}

export interface Component {
  /** Upper-case component name (VCALENDAR, VEVENT, VTIMEZONE...). */
  name: string;
  props: ContentLine[];
  children: Component[];
  /** Line of its BEGIN. */
  line: number;
}

const NAME = /^[A-Za-z0-9-]+$/;

/** Splits `NAME;P=V;Q="a:b":value` at the first colon outside quotes. */
function splitLine(text: string, line: number): ContentLine {
  let quoted = false;
  let colon = -1;
  const semis: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === ';') semis.push(i);
    else if (!quoted && ch === ':') {
      colon = i;
      break;
    }
  }
  const bad = () =>
    new FeedError(`Takvim bozuk: ${line}. satır bir iCal satırı değil (“${text.slice(0, 60)}”).`);
  if (colon < 0) throw bad();
  const head = text.slice(0, colon);
  const cuts = [...semis, colon];
  const name = head.slice(0, cuts[0]);
  if (!NAME.test(name)) throw bad();
  const params: Record<string, string> = {};
  for (let k = 0; k < semis.length; k++) {
    const part = text.slice((semis[k] ?? 0) + 1, cuts[k + 1]);
    const eq = part.indexOf('=');
    if (eq <= 0 || !NAME.test(part.slice(0, eq))) throw bad();
    params[part.slice(0, eq).toUpperCase()] = part.slice(eq + 1).replace(/^"(.*)"$/, '$1');
  }
  return { name: name.toUpperCase(), params, value: text.slice(colon + 1), line };
}

/** Unfolded content lines: a line break followed by a space or tab continues the previous line. */
function contentLines(text: string): ContentLine[] {
  const physical = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const out: ContentLine[] = [];
  let current: { text: string; line: number } | null = null;
  const flush = () => {
    if (current) out.push(splitLine(current.text, current.line));
    current = null;
  };
  physical.forEach((raw, i) => {
    if ((raw.startsWith(' ') || raw.startsWith('\t')) && current) {
      current.text += raw.slice(1);
      return;
    }
    flush();
    // Blank lines (often at the end of a download) carry nothing.
    if (raw.trim() !== '') current = { text: raw, line: i + 1 };
  });
  flush();
  return out;
}

/**
 * The calendar of a feed's text, or a FeedError (Turkish) saying what is wrong. Refuses a text
 * that is not a calendar, one cut short (a component or the calendar never closed), components
 * closed out of order, and anything after END:VCALENDAR.
 */
export function readCalendar(text: string): Component {
  // An HTML page or JSON error is named as such, not as a broken line.
  if (!/^\s*BEGIN:VCALENDAR[ \t]*(\r\n|\n|\r|$)/i.test(text.replace(/^\uFEFF/, '')))
    throw new FeedError('Adres bir iCal takvimi döndürmedi (BEGIN:VCALENDAR ile başlamıyor).');
  const lines = contentLines(text);
  const first = lines[0];
  if (!first || first.name !== 'BEGIN' || first.value.trim().toUpperCase() !== 'VCALENDAR')
    throw new FeedError('Adres bir iCal takvimi döndürmedi (BEGIN:VCALENDAR ile başlamıyor).');
  const root: Component = { name: 'VCALENDAR', props: [], children: [], line: first.line };
  const stack: Component[] = [root];
  for (const l of lines.slice(1)) {
    const top = stack.at(-1);
    if (!top)
      throw new FeedError(`Takvim bozuk: END:VCALENDAR’dan sonra ${l.line}. satırda beklenmeyen içerik var.`);
    const what = l.value.trim().toUpperCase();
    if (l.name === 'BEGIN') {
      if (!NAME.test(what)) throw new FeedError(`Takvim bozuk: ${l.line}. satırdaki BEGIN geçersiz.`);
      const c: Component = { name: what, props: [], children: [], line: l.line };
      top.children.push(c);
      stack.push(c);
    } else if (l.name === 'END') {
      if (what !== top.name)
        throw new FeedError(
          `Takvim bozuk: ${l.line}. satırda END:${top.name} beklenirken END:${what || '?'} var.`,
        );
      stack.pop();
    } else {
      top.props.push(l);
    }
  }
  const open = stack.at(-1);
  if (open) {
    throw new FeedError(
      open === root
        ? 'Takvim eksik indi: END:VCALENDAR yok (dosya yarıda kesilmiş olabilir).'
        : `Takvim eksik indi: ${open.line}. satırda başlayan ${open.name} kapanmıyor (END:${open.name} yok; dosya yarıda kesilmiş olabilir).`,
    );
  }
  return root;
}

/** The property's lines, upper-case name. */
export const propsOf = (c: Component, name: string) => c.props.filter((p) => p.name === name);
export const propOf = (c: Component, name: string) => c.props.find((p) => p.name === name);

/** Writes a content line back (no folding: node-ical reads lines of any length). */
export function writeLine(l: Pick<ContentLine, 'name' | 'params' | 'value'>): string {
  const params = Object.entries(l.params)
    .map(([k, v]) => `;${k}=${/[;:,]/.test(v) ? `"${v}"` : v}`)
    .join('');
  return `${l.name}${params}:${l.value}`;
}

/** Writes a component back, its properties first, then its children. */
export function writeComponent(c: Component): string[] {
  return [
    `BEGIN:${c.name}`,
    ...c.props.map(writeLine),
    ...c.children.flatMap(writeComponent),
    `END:${c.name}`,
  ];
}
