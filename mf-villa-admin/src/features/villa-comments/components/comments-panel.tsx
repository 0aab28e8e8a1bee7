import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import {
  createVillaComment,
  deleteVillaComment,
  setVillaCommentActivity,
} from '@villa/shared/contracts/routes/villa-comments';
import {
  villaCommentBodySchema,
  type VillaComment,
  type VillaCommentBody,
  type VillaCommentBodyInput,
} from '@villa/shared/contracts/villa-comments';
import type { VillaDetail } from '@villa/shared/contracts/villas';
import { formatDateTime } from '@villa/shared/lib/format/dates';
import { Button } from '@villa/shared/ui/button';
import { ConfirmDialog } from '@villa/shared/ui/confirm-dialog';
import { CommentStatusBadge, VerifiedStayBadge } from '@villa/shared/ui/comment-badges';
import { EmptyState } from '@villa/shared/ui/feedback';
import { Field, FormGrid, Input, Select, Textarea, Toggle } from '@villa/shared/ui/form';
import { FormModal } from '@villa/shared/ui/form-modal';
import { PlusIcon } from '@villa/shared/ui/icons';
import { Card, Row, Stack } from '@villa/shared/ui/layout';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';
import { villaQueries } from '../../../api/query-keys';

function CommentFormModal({
  villaId,
  open,
  onClose,
}: {
  villaId: number;
  open: boolean;
  onClose: () => void;
}) {
  const add = useAdminMutation(createVillaComment, { invalidates: villaQueries, success: 'Yorum eklendi.' });
  const empty: VillaCommentBodyInput = {
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
  } = useForm<VillaCommentBodyInput, unknown, VillaCommentBody>({
    resolver: zodResolver(villaCommentBodySchema),
    defaultValues: empty,
  });
  useEffect(() => {
    if (open) reset(empty);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a blank form each time it opens
  }, [open, villaId]);
  const onSubmit = handleSubmit(async (body) => {
    if (await add.run({ body })) onClose();
  });
  return (
    <FormModal
      title="Yorum Ekle"
      open={open}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={isSubmitting}
      formLabel="Yorum formu"
    >
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
    </FormModal>
  );
}

/** Comments of a villa: staff add and moderate; only active ones reach the public site. */
export function CommentsPanel({ villa }: { villa: VillaDetail }) {
  const activity = useAdminMutation(setVillaCommentActivity, {
    invalidates: villaQueries,
    success: (c) => (c.active ? 'Yorum yayınlandı.' : 'Yorum gizlendi.'),
  });
  const remove = useAdminMutation(deleteVillaComment, {
    invalidates: villaQueries,
    success: 'Yorum silindi.',
  });
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState<VillaComment | null>(null);
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
                <CommentStatusBadge active={c.active} />
                {c.verified_stay ? (
                  <>
                    {' '}
                    <VerifiedStayBadge />
                  </>
                ) : null}
                <div style={{ fontSize: 12, opacity: 0.7 }}>
                  {formatDateTime(c.created_at)} {c.stayed_at ? `· ${c.stayed_at}` : ''}
                </div>
              </div>
              <Row $gap="8px">
                <Toggle
                  checked={c.active}
                  onChange={(v) => void activity.run({ params: { id: c.id }, body: { active: v } })}
                  label="Yayında"
                />
                <Button $variant="danger" $size="sm" onClick={() => setDeleting(c)}>
                  Sil
                </Button>
              </Row>
            </Row>
            {c.title ? <p style={{ margin: '8px 0 0', fontWeight: 600 }}>{c.title}</p> : null}
            <p style={{ margin: '6px 0 0' }}>{c.body}</p>
            {c.reply ? <p style={{ margin: '6px 0 0', opacity: 0.8 }}>Yanıt: {c.reply}</p> : null}
          </Card>
        ))
      )}
      <CommentFormModal villaId={villa.id} open={open} onClose={() => setOpen(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Yorumu sil"
        onConfirm={() => deleting && remove.run({ params: { id: deleting.id } })}
        onClose={() => setDeleting(null)}
      >
        {deleting?.author_name} adlı misafirin yorumu kalıcı olarak silinsin mi?
      </ConfirmDialog>
    </Stack>
  );
}
