import { useEffect, useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { AnyRoute, RouteInput, RouteResult } from '../api/route';
import { useAdminMutation } from './use-admin-mutation';

export interface CrudFormOptions<
  Entity,
  In extends FieldValues,
  Out,
  Create extends AnyRoute,
  Update extends AnyRoute,
> {
  /** The row being edited; null for a new one. */
  entity: Entity | null;
  /** Whether the dialog is open: the form is reset to the row's values each time it opens. */
  open: boolean;
  /** Closes the dialog (after a successful save). */
  onClose: () => void;
  /** The contract's schema through zodResolver (`zodResolver(bankBodySchema)`), as the API checks it. */
  resolver: Resolver<In, unknown, Out>;
  /** The form's values for a row, or the empty form for null. */
  valuesOf: (entity: Entity | null) => In;
  create: Create;
  update: Update;
  /** The update's path parameters; `{ id: entity.id }` unless the path names them otherwise. */
  params?: (entity: Entity) => RouteInput<Update>['params'];
  /** The body sent: the validated values unless the wire needs them reshaped. */
  bodyOf?: (values: Out, entity: Entity | null) => unknown;
  /** The lists a save refreshes. */
  invalidates: readonly AnyRoute[];
  /** After a successful save, with the server's answer (the saved row). */
  onSaved?: (saved: RouteResult<Create> | RouteResult<Update>) => void;
  /** Success toasts: 'Marina eklendi.', 'Marina güncellendi.' */
  created: string;
  updated: string;
}

/**
 * The form of an admin "new or edit" dialog: react-hook-form validated by the contract's schema, reset
 * to the row each time the dialog opens, saved through the create or update endpoint with the admin
 * toasts (useAdminMutation), closed on success and left open with the server's message on failure.
 *
 *   const { form, onSubmit, submitting } = useCrudForm({ entity: marina, open, onClose,
 *     resolver: zodResolver(marinaBodySchema), valuesOf, create: createMarina, update: updateMarina,
 *     params: (m) => ({ marina_id: m.id }), invalidates: [listMarinas],
 *     created: 'Marina eklendi.', updated: 'Marina güncellendi.' });
 *   <FormModal open={open} onClose={onClose} onSubmit={onSubmit} submitting={submitting} …>
 *
 * `modal` holds those four FormModal props: `<FormModal {...modal} title="…" formLabel="…">`.
 */
export function useCrudForm<
  Entity extends { id: number },
  In extends FieldValues,
  Out,
  Create extends AnyRoute,
  Update extends AnyRoute,
>(options: CrudFormOptions<Entity, In, Out, Create, Update>) {
  const { entity, open, onClose, resolver, valuesOf, invalidates } = options;
  const form = useForm<In, unknown, Out>({
    resolver,
    defaultValues: valuesOf(entity) as DefaultValues<In>,
  });
  const { onSaved } = options;
  const create = useAdminMutation(options.create, {
    invalidates,
    success: options.created,
    ...(onSaved ? { onSuccess: (saved: RouteResult<Create>) => onSaved(saved) } : {}),
  });
  const update = useAdminMutation(options.update, {
    invalidates,
    success: options.updated,
    ...(onSaved ? { onSuccess: (saved: RouteResult<Update>) => onSaved(saved) } : {}),
  });

  // The latest valuesOf without making it a dependency: callers often pass an inline function.
  const valuesRef = useRef(valuesOf);
  valuesRef.current = valuesOf;
  const { reset } = form;
  useEffect(() => {
    if (open) reset(valuesRef.current(entity) as DefaultValues<In>);
  }, [open, entity, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    const body = options.bodyOf ? options.bodyOf(values, entity) : values;
    // The input's types are the routes' own; the body is the schema's output, which is what the
    // contract's body accepts (the same schema validates both ends).
    const saved = entity
      ? await update.run({
          params: options.params ? options.params(entity) : { id: entity.id },
          body,
        } as RouteInput<Update>)
      : await create.run({ body } as RouteInput<Create>);
    if (saved) onClose();
  });

  const submitting = form.formState.isSubmitting;
  return {
    form,
    onSubmit,
    submitting,
    errors: form.formState.errors,
    /** FormModal's open, onClose, onSubmit and submitting. */
    modal: { open, onClose, onSubmit, submitting },
  };
}
