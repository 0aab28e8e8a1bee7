import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeColumn, DataTable, type ActivityMutation, type DataColumn } from './data-table';
import { lightTheme } from './tokens';

interface Town {
  id: number;
  name: string;
  villas: number;
}

const ROWS: Town[] = [
  { id: 1, name: 'Kaş', villas: 12 },
  { id: 2, name: 'Çeşme', villas: 3 },
  { id: 3, name: 'Zeytinköy', villas: 40 },
  { id: 4, name: 'İslamlar', villas: 7 },
];

const columns: DataColumn<Town>[] = [
  { id: 'name', header: 'Ad', accessorFn: (t) => t.name },
  { id: 'villas', header: 'Villa sayısı', accessorFn: (t) => t.villas },
  // A display column (no accessor) never sorts.
  { id: 'note', header: 'Not', cell: () => '—' },
];

const ready = { isPending: false, isError: false, refetch: vi.fn() };
const names = () => screen.getAllByTestId('row').map((r) => within(r).getAllByRole('cell')[0]!.textContent);

function renderTable(props: Partial<Parameters<typeof DataTable<Town>>[0]> = {}) {
  return render(
    <ThemeProvider theme={lightTheme}>
      <DataTable<Town>
        label="İlçeler"
        query={ready}
        rows={ROWS}
        columns={columns}
        rowTestId="row"
        empty={<p>Boş</p>}
        {...props}
      />
    </ThemeProvider>,
  );
}

describe('DataTable sorting (@tanstack/react-table)', () => {
  it('sorts the rows on screen by a column, texts in Turkish order, and back to the original order', async () => {
    const user = userEvent.setup();
    renderTable();
    expect(names()).toEqual(['Kaş', 'Çeşme', 'Zeytinköy', 'İslamlar']);
    await user.click(screen.getByRole('button', { name: /Ad/ }));
    expect(screen.getByRole('columnheader', { name: /Ad/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Çeşme', 'İslamlar', 'Kaş', 'Zeytinköy']);
    await user.click(screen.getByRole('button', { name: /Ad/ }));
    expect(names()).toEqual(['Zeytinköy', 'Kaş', 'İslamlar', 'Çeşme']);
    await user.click(screen.getByRole('button', { name: /Ad/ }));
    expect(screen.getByRole('columnheader', { name: /Ad/ })).not.toHaveAttribute('aria-sort');
    expect(names()).toEqual(['Kaş', 'Çeşme', 'Zeytinköy', 'İslamlar']);
  });

  it('sorts numbers as numbers, highest first on the first click', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: /Villa sayısı/ }));
    expect(names()).toEqual(['Zeytinköy', 'Kaş', 'İslamlar', 'Çeşme']);
  });

  it('offers no sort on a display column', () => {
    renderTable();
    expect(within(screen.getByRole('columnheader', { name: 'Not' })).queryByRole('button')).toBeNull();
  });

  it('leaves the order to the server when the list sorts there', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderTable({ sorting: { state: [], onChange } });
    await user.click(screen.getByRole('button', { name: /Ad/ }));
    expect(onChange).toHaveBeenCalledWith([{ id: 'name', desc: false }]);
    // The rows stay as the server sent them.
    expect(names()).toEqual(['Kaş', 'Çeşme', 'Zeytinköy', 'İslamlar']);
  });

  it('keeps the pager with the SPEC page sizes', () => {
    renderTable({ pager: { page: 1, pageSize: 10, total: 42, onPage: vi.fn(), onPageSize: vi.fn() } });
    const sizes = screen.queryAllByRole('option').map((o) => o.textContent);
    expect(sizes.length).toBeGreaterThan(0);
    expect(sizes).toContain('10');
  });
});

describe('DataTable row keys', () => {
  afterEach(() => vi.restoreAllMocks());
  const duplicateKeyWarnings = (spy: { mock: { calls: unknown[][] } }) =>
    spy.mock.calls.filter((c) => String(c[0]).includes('same key')).length;

  it('keys rows by their id when the table names no key', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTable();
    expect(names()).toEqual(['Kaş', 'Çeşme', 'Zeytinköy', 'İslamlar']);
    expect(duplicateKeyWarnings(error)).toBe(0);
  });

  it('takes the given key for rows without an id', () => {
    type Line = { code: string; amount: number };
    const lines: Line[] = [
      { code: 'RZ1', amount: 10 },
      { code: 'RZ2', amount: 20 },
    ];
    const lineColumns: DataColumn<Line>[] = [{ id: 'code', header: 'Kod', accessorFn: (l) => l.code }];
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ThemeProvider theme={lightTheme}>
        <DataTable<Line>
          label="Satırlar"
          query={ready}
          rows={lines}
          columns={lineColumns}
          rowKey={(l) => l.code}
          rowTestId="row"
          empty={<p>Boş</p>}
        />
      </ThemeProvider>,
    );
    expect(names()).toEqual(['RZ1', 'RZ2']);
    expect(duplicateKeyWarnings(error)).toBe(0);
    // Rows without an id must say how they are keyed (checked by the type checker).
    // @ts-expect-error rowKey is required for rows without an id
    void (<DataTable<Line> label="x" query={ready} rows={lines} columns={lineColumns} empty={null} />);
  });
});

describe('activeColumn', () => {
  interface Bank {
    id: number;
    name: string;
    active: boolean;
  }
  const banks: Bank[] = [
    { id: 7, name: 'Ziraat', active: true },
    { id: 9, name: 'Akbank', active: false },
  ];

  function renderBanks(activity: ActivityMutation) {
    return render(
      <ThemeProvider theme={lightTheme}>
        <DataTable<Bank>
          label="Bankalar"
          query={ready}
          rows={banks}
          columns={[
            { id: 'name', header: 'Ad', accessorFn: (b) => b.name },
            activeColumn(activity, (b) => b.name),
          ]}
          empty={<p>Boş</p>}
        />
      </ThemeProvider>,
    );
  }

  it('shows each row’s state as a labelled switch and sends { id, active } when it is flipped', async () => {
    const user = userEvent.setup();
    const run = vi.fn<ActivityMutation['run']>();
    renderBanks({ isPending: false, run });
    expect(screen.getByRole('columnheader', { name: /Aktif/ })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Ziraat aktif' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Akbank aktif' })).not.toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Akbank aktif' }));
    expect(run).toHaveBeenCalledWith({ body: { id: 9, active: true } });
    await user.click(screen.getByRole('switch', { name: 'Ziraat aktif' }));
    expect(run).toHaveBeenLastCalledWith({ body: { id: 7, active: false } });
  });

  it('disables the switches while a change is being saved', () => {
    renderBanks({ isPending: true, run: vi.fn() });
    for (const sw of screen.getAllByRole('switch')) expect(sw).toBeDisabled();
  });
});
