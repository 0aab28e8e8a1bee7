import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import { apiErrorMessage } from '@villa/shared/api/client';
import { boatTypeBodySchema, type BoatType, type BoatTypeBody } from '@villa/shared/contracts/boats';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { Field, Input } from '@villa/shared/ui/form';
import { Row } from '@villa/shared/ui/layout';
import { Modal } from '@villa/shared/ui/modal';
import { useSaveBoatType } from '../api/save-boat-type';

export function BoatTypeFormModal({
  type,
  open,
  onClose,
}: {
  type: BoatType | null;
  open: boolean;
  onClose: () => void;
}) {
  const { toast } = useShellServices();
  const save = useSaveBoatType();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<BoatTypeBody>({
    resolver: zodResolver(boatTypeBodySchema),
    defaultValues: { name: type?.name ?? '' },
  });

  useEffect(() => {
    if (open) reset({ name: type?.name ?? '' });
  }, [open, type, reset]);

  const onSubmit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: type?.id ?? null, body });
      toast('success', type ? 'Tekne tipi güncellendi.' : 'Tekne tipi eklendi.');
      onClose();
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  });

  return (
    <Modal title={type ? 'Tekne Tipini Düzenle' : 'Yeni Tekne Tipi'} open={open} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate aria-label="Tekne tipi formu">
        <Field label="Tekne tipi adı" error={errors.name?.message} hint="Örneğin Gulet, Motoryat, Katamaran.">
          <Input {...register('name')} autoComplete="off" />
        </Field>
        <Row $justify="flex-end" style={{ marginTop: 24 }}>
          <Button $variant="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Kaydediliyor…' : 'Kaydet'}
          </Button>
        </Row>
      </form>
    </Modal>
  );
}
