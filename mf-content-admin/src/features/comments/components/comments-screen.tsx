import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { AdminComment, CommentStatus } from '@villa/shared/contracts/comments';
import { listComments, replyToComment, setCommentActivity } from '@villa/shared/contracts/routes/comments';
import { formatDate } from '@villa/shared/lib/format/dates';
import { Button } from '@villa/shared/ui/button';
import { CommentStatusBadge, VerifiedStayBadge } from '@villa/shared/ui/comment-badges';
import { EmptyState } from '@villa/shared/ui/feedback';
import { Field, Textarea } from '@villa/shared/ui/form';
import { QueryView } from '@villa/shared/ui/query-view';
import { Card, PageHeader, Row, Stack } from '@villa/shared/ui/layout';
import { Modal } from '@villa/shared/ui/modal';
import { Pagination } from '@villa/shared/ui/table';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';
import { useUrlFilter } from '@villa/shared/ui/use-url-filter';
import { StatusFilter, statusIn } from '../../../components/status-filter';
import { useComments } from '../api/get-comments';

const Item = styled.article`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
  gap: 8px;
  .body {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .reply {
    margin: 0;
    padding: 10px 12px;
    border-left: 3px solid ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.surfaceAlt};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .meta {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
const Stars = styled.span`
  color: ${({ theme }) => theme.color.accent};
  letter-spacing: 1px;
`;

function ReplyModal({ comment, onClose }: { comment: AdminComment | null; onClose: () => void }) {
  const reply = useAdminMutation(replyToComment, {
    invalidates: [listComments],
    success: (saved) => (saved.reply ? 'Yanıt kaydedildi.' : 'Yanıt kaldırıldı.'),
  });
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  useEffect(() => {
    setText(comment?.reply ?? '');
    setError('');
  }, [comment]);

  const submit = async () => {
    if (!comment) return;
    if (text.length > 2000) return setError('Yanıt en fazla 2000 karakter olabilir.');
    if (/[<>]/.test(text)) return setError('Yanıt HTML etiketi içeremez.');
    if (await reply.run({ params: { id: comment.id }, body: { reply: text.trim() } })) onClose();
  };

  return (
    <Modal title="Yoruma yanıt" open={comment !== null} onClose={onClose}>
      <Stack>
        <p style={{ margin: 0, opacity: 0.8 }}>
          <strong>{comment?.authorName}:</strong> {comment?.body}
        </p>
        <Field
          label="Yanıtınız"
          error={error}
          hint="Yorumun altında acente yanıtı olarak görünür. Boş bırakırsanız yanıt kaldırılır."
        >
          <Textarea rows={5} value={text} onChange={(e) => setText(e.target.value)} />
        </Field>
        <Row $justify="flex-end">
          <Button $variant="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button disabled={reply.isPending} onClick={() => void submit()}>
            {reply.isPending ? 'Kaydediliyor…' : 'Kaydet'}
          </Button>
        </Row>
      </Stack>
    </Modal>
  );
}

const STATUS_CHOICES = [
  { value: 'pending', label: 'Onay bekleyen' },
  { value: 'approved', label: 'Yayında' },
] as const;

/** Yorumlar: visitor comments 10 a page; approve, hide and reply. */
export function CommentsScreen() {
  const { page, get, setFilter, pager } = useUrlFilter();
  const status: CommentStatus = statusIn(get('status'), STATUS_CHOICES);
  const comments = useComments(page, status);
  const activity = useAdminMutation(setCommentActivity, {
    invalidates: [listComments],
    success: (c) => (c.active ? 'Yorum onaylandı ve yayında.' : 'Yorum gizlendi.'),
  });
  const [replying, setReplying] = useState<AdminComment | null>(null);

  const toggle = (c: AdminComment) => activity.run({ params: { id: c.id }, body: { active: !c.active } });

  return (
    <>
      <PageHeader
        title="Yorumlar"
        description="Misafir yorumlarını onaylayın, gizleyin ve yanıtlayın. Yalnızca onaylı yorumlar sitede görünür."
      />
      <Card>
        <StatusFilter
          id="comment-status"
          choices={STATUS_CHOICES}
          value={status}
          onChange={(next) => setFilter({ status: next })}
        />
        <QueryView query={comments}>
          {(data) =>
            data.items.length === 0 ? (
              <EmptyState title="Yorum yok">
                {status === 'pending' ? 'Onay bekleyen yorum yok.' : 'Henüz yorum yapılmamış.'}
              </EmptyState>
            ) : (
              <>
                <Stack $gap="12px">
                  {data.items.map((c) => (
                    <Item key={c.id} data-testid="comment-row">
                      <Row $justify="space-between" $wrap>
                        <Row $wrap $gap="8px">
                          <strong>{c.authorName}</strong>
                          <Stars aria-label={`${c.rating} / 5 puan`}>
                            {'★'.repeat(c.rating)}
                            {'☆'.repeat(Math.max(0, 5 - c.rating))}
                          </Stars>
                          <CommentStatusBadge active={c.active} />
                          {c.verifiedStay ? <VerifiedStayBadge /> : null}
                        </Row>
                        <span className="meta">
                          {c.villaName ?? 'Acente hakkında'} · {formatDate(c.createdAt, 'medium')}
                        </span>
                      </Row>
                      {c.title ? <strong>{c.title}</strong> : null}
                      <p className="body">{c.body}</p>
                      {c.reply ? <p className="reply">Yanıtımız: {c.reply}</p> : null}
                      <Row $justify="flex-end" $gap="8px" $wrap>
                        <Button $variant="secondary" $size="sm" onClick={() => setReplying(c)}>
                          {c.reply ? 'Yanıtı düzenle' : 'Yanıtla'}
                        </Button>
                        <Button
                          $variant={c.active ? 'ghost' : 'primary'}
                          $size="sm"
                          disabled={activity.isPending}
                          onClick={() => void toggle(c)}
                        >
                          {c.active ? 'Gizle' : 'Onayla'}
                        </Button>
                      </Row>
                    </Item>
                  ))}
                </Stack>
                <Pagination {...pager(PAGE_SIZE.comments, data.total)} total={data.total} />
              </>
            )
          }
        </QueryView>
      </Card>
      <ReplyModal comment={replying} onClose={() => setReplying(null)} />
    </>
  );
}
