import { useEffect, useRef, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { apiErrorMessage } from '@villa/shared/api/client';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from './button';
import { Row } from './layout';

export interface RecordFormOptions<Entity, In extends FieldValues, Out, Saved> {
  /** The record the page edits (null for a new one where the page creates one). */
  record: Entity;
  /** The form's values for the record. */
  valuesOf: (record: Entity) => In;
  /** The contract's schema through zodResolver, as the API checks it. */
  resolver: Resolver<In, unknown, Out>;
  /** Sends the validated values; resolves to the server's answer. */
  save: (values: Out) => Promise<Saved>;
  /** The success toast ('Villa güncellendi.'). */
  success: string;
  /** After a successful save and its toast, with the server's answer. */
  onSaved?: (saved: Saved) => void;
}

/**
 * The form of a page or panel that edits one record in place (a villa's form, its BTrans data): not
 * a dialog (that is useCrudForm). react-hook-form validated by the contract's schema, set back to the
 * record's values whenever the record changes, and a submit that saves and toasts through the shell:
 * the success message, or the server's Turkish message on failure (the form keeps its values).
 *
 *   const { form, onSubmit, submitting } = useRecordForm({ record: villa, valuesOf,
 *     resolver: zodResolver(villaBtransSchema), success: 'BTrans bilgileri kaydedildi.',
 *     save: (body) => save.mutateAsync({ params: { villa_id: villa.id }, body }) });
 *   <form onSubmit={onSubmit} noValidate aria-label="BTrans formu">… <SaveRow submitting={submitting} /></form>
 */
export function useRecordForm<Entity, In extends FieldValues, Out, Saved>({
  record,
  valuesOf,
  resolver,
  save,
  success,
  onSaved,
}: RecordFormOptions<Entity, In, Out, Saved>) {
  const { toast } = useShellServices();
  const form = useForm<In, unknown, Out>({ resolver, defaultValues: valuesOf(record) as DefaultValues<In> });
  const { reset } = form;
  // The latest valuesOf without making it a dependency: the record alone decides when to reset.
  const valuesRef = useRef(valuesOf);
  valuesRef.current = valuesOf;
  useEffect(() => reset(valuesRef.current(record) as DefaultValues<In>), [record, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save(values);
      toast('success', success);
      onSaved?.(saved);
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  });

  return { form, onSubmit, submitting: form.formState.isSubmitting };
}

/**
 * The end of a page's form: what it shows beside the button (a cancel button, a warning), then the
 * submit button, 'Kaydediliyor…' while saving.
 */
export function SaveRow({
  submitting,
  disabled = false,
  label = 'Kaydet',
  children,
}: {
  submitting: boolean;
  /** Besides while saving (nothing changed yet, say). */
  disabled?: boolean;
  label?: string;
  children?: ReactNode;
}) {
  return (
    <Row $justify="flex-end" style={{ marginTop: 24 }}>
      {children}
      <Button type="submit" disabled={submitting || disabled}>
        {submitting ? 'Kaydediliyor…' : label}
      </Button>
    </Row>
  );
}
