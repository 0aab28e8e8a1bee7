import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import { createShowcase, updateShowcase } from '@villa/shared/contracts/routes/showcases';
import {
  showcaseBodySchema,
  type Showcase,
  type ShowcaseBody,
  type ShowcaseBodyInput,
} from '@villa/shared/contracts/showcases';
import { Field, FormGrid, Input, Textarea, Toggle } from '@villa/shared/ui/form';
import { FormModal } from '@villa/shared/ui/form-modal';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';
import { showcaseQueries } from '../api/showcase-villas';

const valuesOf = (showcase: Showcase | null): ShowcaseBodyInput => ({
  title: showcase?.title ?? '',
  slug: showcase?.slug ?? '',
  description: showcase?.description ?? '',
  active: showcase?.active ?? true,
});

/** New or existing showcase; the fields are the contract's (showcaseBodySchema). */
export function ShowcaseFormModal({
  showcase,
  open,
  onClose,
  onSaved,
}: {
  showcase: Showcase | null;
  open: boolean;
  onClose: () => void;
  onSaved: (id: number) => void;
}) {
  // The saved showcase is selected (a new one by the answer's id).
  const create = useAdminMutation(createShowcase, {
    invalidates: showcaseQueries,
    success: 'Vitrin oluşturuldu.',
    onSuccess: (saved) => onSaved(saved.id),
  });
  const update = useAdminMutation(updateShowcase, {
    invalidates: showcaseQueries,
    success: 'Vitrin güncellendi.',
    onSuccess: (saved) => onSaved(saved.id),
  });
  const { register, handleSubmit, reset, watch, setValue, formState } = useForm<
    ShowcaseBodyInput,
    unknown,
    ShowcaseBody
  >({ resolver: zodResolver(showcaseBodySchema), defaultValues: valuesOf(showcase) });
  useEffect(() => {
    if (open) reset(valuesOf(showcase));
  }, [open, showcase, reset]);
  const onSubmit = handleSubmit(async (body) => {
    const saved = showcase
      ? await update.run({ params: { id: showcase.id }, body })
      : await create.run({ body });
    if (saved) onClose();
  });
  return (
    <FormModal
      title={showcase ? 'Vitrini Düzenle' : 'Yeni Vitrin'}
      open={open}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={formState.isSubmitting}
      formLabel="Vitrin formu"
    >
      <FormGrid>
        <Field label="Başlık" error={formState.errors.title?.message}>
          <Input {...register('title')} />
        </Field>
        <Field label="Adres (slug)" error={formState.errors.slug?.message} hint="Boşsa başlıktan üretilir.">
          <Input {...register('slug')} />
        </Field>
        <div className="full">
          <Field label="Açıklama" error={formState.errors.description?.message}>
            <Textarea rows={3} {...register('description')} />
          </Field>
        </div>
        <Toggle
          checked={watch('active') ?? true}
          onChange={(v) => setValue('active', v)}
          label="Sitede göster"
        />
      </FormGrid>
    </FormModal>
  );
}
