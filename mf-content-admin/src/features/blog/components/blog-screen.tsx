import { useState } from 'react';
import { useSearchParams } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import { apiErrorMessage } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { BlogPostSummary } from '@villa/shared/contracts/content';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { Badge, EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { PlusIcon } from '@villa/shared/ui/icons';
import { Card, PageHeader, Row } from '@villa/shared/ui/layout';
import { Pagination, Table, TableWrap } from '@villa/shared/ui/table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeletePost } from '../api/delete-post';
import { usePosts } from '../api/get-posts';
import { PostFormModal } from './post-form-modal';

const dateFormat = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short' });

const Cover = styled.div`
  width: 72px;
  height: 48px;
  border-radius: 6px;
  overflow: hidden;
  background: linear-gradient(135deg, #0b4f6c, #1c8bb5);
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

function status(p: BlogPostSummary): { label: string; tone: 'success' | 'warning' | 'neutral' } {
  if (!p.publishedAt) return { label: 'Taslak', tone: 'neutral' };
  if (new Date(p.publishedAt).getTime() > Date.now()) return { label: 'Zamanlandı', tone: 'warning' };
  return { label: 'Yayında', tone: 'success' };
}

/** Blog: posts 10 a page; create, edit, delete. */
export function BlogScreen() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, isError, refetch } = usePosts(page);
  const remove = useDeletePost();
  const { toast } = useShellServices();
  const [editing, setEditing] = useState<number | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<BlogPostSummary | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast('success', 'Yazı silindi.');
      setDeleting(null);
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  };

  return (
    <>
      <PageHeader
        title="Blog"
        description="Bölge rehberleri ve tatil önerileri; yayındaki yazılar /blog sayfasında görünür."
        actions={
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            <PlusIcon size={18} /> Yeni Yazı
          </Button>
        }
      />
      <Card>
        {isPending ? (
          <LoadingBlock />
        ) : isError ? (
          <ErrorState onRetry={() => void refetch()} />
        ) : data.content.length === 0 ? (
          <EmptyState title="Henüz yazı yok">İlk blog yazınızı ekleyin.</EmptyState>
        ) : (
          <>
            <TableWrap>
              <Table>
                <thead>
                  <tr>
                    <th>Kapak</th>
                    <th>Başlık</th>
                    <th>Durum</th>
                    <th>Yayın tarihi</th>
                    <th aria-label="İşlemler" />
                  </tr>
                </thead>
                <tbody>
                  {data.content.map((p) => {
                    const s = status(p);
                    return (
                      <tr key={p.id} data-testid="blog-row">
                        <td>
                          <Cover>{p.coverUrl ? <img src={p.coverUrl} alt="" /> : null}</Cover>
                        </td>
                        <td>
                          <strong>{p.title}</strong>
                          <div style={{ opacity: 0.7, fontSize: 12 }}>/blog/{p.slug}</div>
                        </td>
                        <td>
                          <Badge $tone={s.tone}>{s.label}</Badge>
                        </td>
                        <td>{p.publishedAt ? dateFormat.format(new Date(p.publishedAt)) : '—'}</td>
                        <td>
                          <Row $justify="flex-end" $gap="6px">
                            {s.label === 'Yayında' ? (
                              <a href={`/blog/${p.slug}`} target="_blank" rel="noopener noreferrer">
                                Gör
                              </a>
                            ) : null}
                            <Button
                              $variant="secondary"
                              $size="sm"
                              onClick={() => {
                                setEditing(p.id);
                                setFormOpen(true);
                              }}
                            >
                              Düzenle
                            </Button>
                            <Button $variant="ghost" $size="sm" onClick={() => setDeleting(p)}>
                              Sil
                            </Button>
                          </Row>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </Table>
            </TableWrap>
            <Pagination
              page={page}
              pageSize={PAGE_SIZE.blog}
              total={data.total}
              onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})}
            />
          </>
        )}
      </Card>
      <PostFormModal postId={editing} open={formOpen} onClose={() => setFormOpen(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Yazıyı sil"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <strong>{deleting?.title}</strong> yazısı kalıcı olarak silinecek. Emin misiniz?
      </ConfirmDialog>
    </>
  );
}
