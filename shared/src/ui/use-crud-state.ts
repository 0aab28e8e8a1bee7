import { useMemo, useState } from 'react';

/**
 * The dialogs of a list screen: the form (new or editing a row) and the delete confirmation.
 *
 *   const crud = useCrudState<Bank>();
 *   <Button onClick={crud.create}>Yeni Hesap</Button>
 *   <RowActions onEdit={() => crud.edit(b)} onDelete={() => crud.confirmDelete(b)} />
 *   <BankFormModal bank={crud.editing} open={crud.formOpen} onClose={crud.closeForm} />
 *   <ConfirmDialog open={crud.deleting !== null} onClose={crud.closeDelete} … />
 */
export function useCrudState<T>() {
  const [editing, setEditing] = useState<T | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<T | null>(null);
  // Stable functions: dialogs receive them as props.
  const actions = useMemo(
    () => ({
      create: () => {
        setEditing(null);
        setFormOpen(true);
      },
      edit: (row: T) => {
        setEditing(row);
        setFormOpen(true);
      },
      closeForm: () => setFormOpen(false),
      confirmDelete: (row: T) => setDeleting(row),
      closeDelete: () => setDeleting(null),
    }),
    [],
  );
  return {
    /** The row in the form; null for a new one. */
    editing,
    formOpen,
    /** The row waiting for its delete confirmation. */
    deleting,
    ...actions,
  };
}
