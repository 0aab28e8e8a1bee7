import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiErrorMessage } from '@villa/shared/api/client';
import { regionsQuery } from '@villa/shared/api/site';
import { marinaBodySchema, type Marina } from '@villa/shared/contracts/boats';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { Field, FormGrid, Input, Select, Textarea } from '@villa/shared/ui/form';
import { Row } from '@villa/shared/ui/layout';
import { LoadingBlock } from '@villa/shared/ui/feedback';
import { Modal } from '@villa/shared/ui/modal';
import { useSaveMarina } from '../api/save-marina';

type FormInput = z.input<typeof marinaBodySchema>;
type FormOutput = z.output<typeof marinaBodySchema>;

const valuesOf = (m: Marina | null): FormInput => ({
  name: m?.name ?? '',
  town_id: m?.town_id ?? '',
  location: m?.location ?? '',
  description: m?.description ?? '',
});

export function MarinaFormModal({
  marina,
  open,
  onClose,
}: {
  marina: Marina | null;
  open: boolean;
  onClose: () => void;
}) {
  const { toast } = useShellServices();
  const save = useSaveMarina();
  const regions = useQuery(regionsQuery());
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(marinaBodySchema),
    defaultValues: valuesOf(marina),
  });

  useEffect(() => {
    if (open) reset(valuesOf(marina));
  }, [open, marina, reset]);

  const onSubmit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: marina?.id ?? null, body });
      toast('success', marina ? 'Marina güncellendi.' : 'Marina eklendi.');
      onClose();
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  });

  return (
    <Modal title={marina ? 'Marinayı Düzenle' : 'Yeni Marina'} open={open} onClose={onClose}>
      {regions.isPending ? (
        <LoadingBlock />
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Marina formu">
          <FormGrid>
            <Field label="Marina adı" error={errors.name?.message}>
              <Input {...register('name')} autoComplete="off" />
            </Field>
            <Field
              label="İlçe"
              error={errors.town_id?.message ?? (regions.isError ? 'İlçeler yüklenemedi.' : undefined)}
            >
              <Select {...register('town_id')} disabled={regions.isPending}>
                <option value="">{regions.isPending ? 'Yükleniyor…' : 'İlçe seçin'}</option>
                {regions.data?.towns.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </Select>
            </Field>
            <div className="full">
              <Field
                label="Konum"
                error={errors.location?.message}
                hint="Adres, koordinat veya harita bağlantısı."
              >
                <Input {...register('location')} autoComplete="off" />
              </Field>
            </div>
            <div className="full">
              <Field label="Açıklama" error={errors.description?.message}>
                <Textarea {...register('description')} />
              </Field>
            </div>
          </FormGrid>
          <Row $justify="flex-end" style={{ marginTop: 24 }}>
            <Button $variant="secondary" onClick={onClose}>
              Vazgeç
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Kaydediliyor…' : 'Kaydet'}
            </Button>
          </Row>
        </form>
      )}
    </Modal>
  );
}
