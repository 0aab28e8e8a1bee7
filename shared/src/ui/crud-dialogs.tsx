import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { AnyRoute } from '../api/route';
import { ConfirmDialog } from './confirm-dialog';
import { RowActions } from './data-table';
import { FormModal, type FormModalProps } from './form-modal';
import { useCrudForm, type CrudFormOptions } from './use-crud-form';

/**
 * What a list screen hands its "new or edit" dialog (from useCrudState):
 * `<MarinaFormModal entity={crud.editing} open={crud.formOpen} onClose={crud.closeForm} />`.
 */
export interface CrudDialogProps<Entity> {
  /** The row being edited; null for a new one. */
  entity: Entity | null;
  open: boolean;
  onClose: () => void;
}

export type CrudFormModalProps<
  Entity,
  In extends FieldValues,
  Out,
  Create extends AnyRoute,
  Update extends AnyRoute,
> = CrudFormOptions<Entity, In, Out, Create, Update> &
  Pick<FormModalProps, 'title' | 'formLabel' | 'submitLabel' | 'wide'> & {
    /** The fields, given the form (InputField form={form} …). */
    children: (form: UseFormReturn<In, unknown, Out>) => ReactNode;
  };

/**
 * The admin's "new or edit" dialog: useCrudForm (the contract's schema, reset on open, saved
 * through the create or update endpoint with the toasts) inside FormModal ('Vazgeç', 'Kaydet').
 *
 *   export function MarinaFormModal(props: CrudDialogProps<Marina>) {
 *     return (
 *       <CrudFormModal {...props} resolver={zodResolver(marinaBodySchema)} valuesOf={valuesOf}
 *         create={createMarina} update={updateMarina} invalidates={[listMarinas]}
 *         created="Marina eklendi." updated="Marina güncellendi."
 *         title={props.entity ? 'Marinayı Düzenle' : 'Yeni Marina'} formLabel="Marina formu">
 *         {(form) => <InputField form={form} name="name" label="Marina adı" />}
 *       </CrudFormModal>
 *     );
 *   }
 */
export function CrudFormModal<
  Entity extends { id: number },
  In extends FieldValues,
  Out,
  Create extends AnyRoute,
  Update extends AnyRoute,
>({
  title,
  formLabel,
  submitLabel,
  wide,
  children,
  ...options
}: CrudFormModalProps<Entity, In, Out, Create, Update>) {
  const { form, onSubmit, submitting } = useCrudForm(options);
  return (
    <FormModal
      title={title}
      open={options.open}
      onClose={options.onClose}
      onSubmit={onSubmit}
      submitting={submitting}
      formLabel={formLabel}
      submitLabel={submitLabel}
      wide={wide}
    >
      {children(form)}
    </FormModal>
  );
}

export interface CrudDeleteDialogProps<T> {
  /** The list's dialog state (useCrudState): open while a row waits for its confirmation. */
  crud: { deleting: T | null; closeDelete: () => void };
  title: string;
  /** The delete (`(row) => remove.run({ params: { id: row.id } })`): the dialog closes when it succeeds. */
  onDelete: (row: T) => unknown;
  /** The question, about the row ('“Setur Marina” silinsin mi?'). */
  children: (row: T) => ReactNode;
}

/** The admin's "delete this row?" dialog (ConfirmDialog) for the row useCrudState holds in `deleting`. */
export function CrudDeleteDialog<T>({ crud, title, onDelete, children }: CrudDeleteDialogProps<T>) {
  const row = crud.deleting;
  return (
    <ConfirmDialog
      open={row !== null}
      title={title}
      onConfirm={() => row !== null && onDelete(row)}
      onClose={crud.closeDelete}
    >
      {row !== null && children(row)}
    </ConfirmDialog>
  );
}

/**
 * The DataTable's row actions of a list with useCrudState: 'Düzenle' opens the row's dialog, 'Sil'
 * asks first (CrudDeleteDialog): `<DataTable … actions={crudRowActions(crud)} />`.
 */
export function crudRowActions<T>(crud: { edit: (row: T) => void; confirmDelete: (row: T) => void }) {
  return (row: T) => <RowActions onEdit={() => crud.edit(row)} onDelete={() => crud.confirmDelete(row)} />;
}
