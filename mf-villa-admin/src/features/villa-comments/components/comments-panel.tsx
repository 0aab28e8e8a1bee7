import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { apiErrorMessage } from '@villa/shared/api/client';
import type { VillaDetail } from '@villa/shared/contracts/villas';
import { villaCommentBodySchema } from '@villa/shared/contracts/villa-comments';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { Badge, EmptyState } from '@villa/shared/ui/feedback';
import { Field, FormGrid, Input, Select, Textarea, Toggle } from '@villa/shared/ui/form';
import { PlusIcon } from '@villa/shared/ui/icons';
import { Card, Row, Stack } from '@villa/shared/ui/layout';
import { Modal } from '@villa/shared/ui/modal';
import { ConfirmButton } from '../../../components/confirm-button';
import { dateTime } from '../../../lib/format';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import { useAddComment, useDeleteComment, useSetCommentActivity } from '../api/villa-comments';

type In = z.input<typeof villaCommentBodySchema>;
type Out = z.output<typeof villaCommentBodySchema>;

function CommentFormModal({
  villaId,
  open,
  onClose,
}: {
  villaId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { toast } = useShellServices();
  const add = useAddComment();
  const empty: In = {
    villa_id: villaId,
    author_name: '',
    rating: 5,
    title: '',
    body: '',
    reply: '',
    stayed_at: '',
    active: true,
  };
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<In, unknown, Out>({ resolver: zodResolver(villaCommentBodySchema), defaultValues: empty });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await add.mutateAsync(body);
      toast('success', 'Yorum eklendi.');
      reset(empty);
      onClose();
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  });
  return (
    <Modal title="Yorum Ekle" open={open} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate aria-label="Yorum formu">
        <FormGrid>
          <Field label="Misafir adı" error={errors.author_name?.message}>
            <Input {...register('author_name')} />
          </Field>
          <Field label="Puan" error={errors.rating?.message}>
            <Select {...register('rating')}>
              {[5, 4, 3, 2, 1].map((r) => (
                <option key={r} value={r}>
                  {'★'.repeat(r)} ({r})
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Başlık" error={errors.title?.message}>
            <Input {...register('title')} />
          </Field>
          <Field label="Konaklama dönemi" error={errors.stayed_at?.message}>
            <Input {...register('stayed_at')} placeholder="Temmuz 2025" />
          </Field>
          <div className="full">
            <Field label="Yorum" error={errors.body?.message}>
              <Textarea rows={4} {...register('body')} />
            </Field>
          </div>
          <div className="full">
            <Field label="Acente yanıtı (isteğe bağlı)" error={errors.reply?.message}>
              <Textarea rows={2} {...register('reply')} />
            </Field>
          </div>
          <Toggle
            checked={watch('active') ?? true}
            onChange={(v) => setValue('active', v)}
            label="Sitede yayınla"
          />
        </FormGrid>
        <Row $justify="flex-end" style={{ marginTop: 24 }}>
          <Button $variant="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            Kaydet
          </Button>
        </Row>
      </form>
    </Modal>
  );
}

/** Comments of a villa: staff add and moderate; only active ones reach the public site. */
export function CommentsPanel({ villa }: { villa: VillaDetail }) {
  const { toast } = useShellServices();
  const activity = useSetCommentActivity();
  const del = useDeleteComment();
  const [open, setOpen] = useState(false);
  return (
    <Stack>
      <Row $justify="space-between" $wrap>
        <p style={{ margin: 0, opacity: 0.8 }}>Yalnızca yayındaki yorumlar sitede görünür.</p>
        <Button onClick={() => setOpen(true)}>
          <PlusIcon size={18} /> Yorum Ekle
        </Button>
      </Row>
      {villa.comments.length === 0 ? (
        <EmptyState title="Yorum yok">Bu villa için henüz yorum yok.</EmptyState>
      ) : (
        villa.comments.map((c) => (
          <Card key={c.id} style={{ padding: 16 }} data-testid="comment">
            <Row $justify="space-between" $wrap>
              <div>
                <strong>{c.author_name}</strong>{' '}
                <span aria-label={`${c.rating} yıldız`}>{'★'.repeat(c.rating)}</span>{' '}
                <Badge $tone={c.active ? 'success' : 'neutral'}>
                  {c.active ? 'Yayında' : 'Onay bekliyor'}
                </Badge>
                <div style={{ fontSize: 12, opacity: 0.7 }}>
                  {dateTime.format(new Date(c.created_at))} {c.stayed_at ? `· ${c.stayed_at}` : ''}
                </div>
              </div>
              <Row $gap="8px">
                <Toggle
                  checked={c.active}
                  onChange={async (v) => {
                    try {
                      await activity.mutateAsync({ id: c.id, active: v });
                      toast('success', v ? 'Yorum yayınlandı.' : 'Yorum gizlendi.');
                    } catch (err) {
                      toast('error', apiErrorMessage(err));
                    }
                  }}
                  label="Yayında"
                />
                <ConfirmButton
                  title="Yorumu sil"
                  message={`${c.author_name} adlı misafirin yorumu kalıcı olarak silinsin mi?`}
                  onConfirm={async () => {
                    try {
                      await del.mutateAsync(c.id);
                      toast('success', 'Yorum silindi.');
                    } catch (err) {
                      toast('error', apiErrorMessage(err));
                    }
                  }}
                >
                  Sil
                </ConfirmButton>
              </Row>
            </Row>
            {c.title ? <p style={{ margin: '8px 0 0', fontWeight: 600 }}>{c.title}</p> : null}
            <p style={{ margin: '6px 0 0' }}>{c.body}</p>
            {c.reply ? <p style={{ margin: '6px 0 0', opacity: 0.8 }}>Yanıt: {c.reply}</p> : null}
          </Card>
        ))
      )}
      <CommentFormModal villaId={villa.id} open={open} onClose={() => setOpen(false)} />
    </Stack>
  );
}
