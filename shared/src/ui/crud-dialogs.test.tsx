import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CrudDeleteDialog, crudRowActions } from './crud-dialogs';
import { AppThemeProvider } from './theme-provider';
import { useCrudState } from './use-crud-state';

interface Row {
  id: number;
  name: string;
}

function List({ rows, onDelete }: { rows: Row[]; onDelete: (row: Row) => unknown }) {
  const crud = useCrudState<Row>();
  const actions = crudRowActions(crud);
  return (
    <AppThemeProvider>
      <ul>
        {rows.map((r) => (
          <li key={r.id}>
            {r.name} {actions(r)}
          </li>
        ))}
      </ul>
      <output>{crud.formOpen ? `düzenleniyor: ${crud.editing?.name ?? ''}` : 'kapalı'}</output>
      <CrudDeleteDialog crud={crud} title="Satırı sil" onDelete={onDelete}>
        {(r) => `“${r.name}” silinsin mi?`}
      </CrudDeleteDialog>
    </AppThemeProvider>
  );
}

const rows = [
  { id: 1, name: 'Setur' },
  { id: 2, name: 'Yalıkavak' },
];

describe('crudRowActions and CrudDeleteDialog', () => {
  it("'Düzenle' opens the row's form; 'Sil' asks about that row and deletes it on 'Sil'", async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn(() => Promise.resolve(true));
    render(<List rows={rows} onDelete={onDelete} />);
    await user.click(screen.getAllByRole('button', { name: 'Düzenle' })[1]!);
    expect(screen.getByText('düzenleniyor: Yalıkavak')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Sil' })[1]!);
    const dialog = screen.getByRole('dialog', { name: 'Satırı sil' });
    expect(dialog).toHaveTextContent('“Yalıkavak” silinsin mi?');
    await user.click(screen.getAllByRole('button', { name: 'Sil' }).at(-1)!);
    expect(onDelete).toHaveBeenCalledWith(rows[1]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open when the delete fails (the mutation has said why)', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn(() => Promise.resolve(false));
    render(<List rows={rows} onDelete={onDelete} />);
    await user.click(screen.getAllByRole('button', { name: 'Sil' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Satırı sil' });
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(onDelete).toHaveBeenCalledWith(rows[0]);
    // Done when the button is back from 'İşleniyor…'.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Sil' })).toBeEnabled());
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveTextContent('“Setur” silinsin mi?');
  });
});
