import styled from 'styled-components';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { BlogPostSummary } from '@villa/shared/contracts/blog';
import { deleteBlogPost, listBlogPosts } from '@villa/shared/contracts/routes/blog';
import { formatDateTime } from '@villa/shared/lib/format/dates';
import { Button } from '@villa/shared/ui/button';
import { CrudDeleteDialog } from '@villa/shared/ui/crud-dialogs';
import { DataTable, RowActions, type DataColumn } from '@villa/shared/ui/data-table';
import { Badge, EmptyState } from '@villa/shared/ui/feedback';
import { PlusIcon } from '@villa/shared/ui/icons';
import { Card, PageHeader } from '@villa/shared/ui/layout';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';
import { useCrudState } from '@villa/shared/ui/use-crud-state';
import { useUrlFilter } from '@villa/shared/ui/use-url-filter';
import { usePosts } from '../api/get-posts';
import { PostFormModal } from './post-form-modal';

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

const columns: DataColumn<BlogPostSummary>[] = [
  {
    id: 'cover',
    header: 'Kapak',
    cell: ({ row: { original: p } }) => <Cover>{p.coverUrl ? <img src={p.coverUrl} alt="" /> : null}</Cover>,
  },
  {
    accessorKey: 'title',
    header: 'Başlık',
    cell: ({ row: { original: p } }) => (
      <>
        <strong>{p.title}</strong>
        <div style={{ opacity: 0.7, fontSize: 12 }}>/blog/{p.slug}</div>
      </>
    ),
  },
  {
    id: 'status',
    header: 'Durum',
    cell: ({ row: { original: p } }) => {
      const s = status(p);
      return <Badge $tone={s.tone}>{s.label}</Badge>;
    },
  },
  {
    accessorKey: 'publishedAt',
    header: 'Yayın tarihi',
    cell: ({ row: { original: p } }) => (p.publishedAt ? formatDateTime(p.publishedAt) : '—'),
  },
];

/** Blog: posts 10 a page; create, edit, delete. */
export function BlogScreen() {
  const { page, paged } = useUrlFilter();
  const posts = usePosts(page);
  const crud = useCrudState<BlogPostSummary>();
  const remove = useAdminMutation(deleteBlogPost, { invalidates: [listBlogPosts], success: 'Yazı silindi.' });

  return (
    <>
      <PageHeader
        title="Blog"
        description="Bölge rehberleri ve tatil önerileri; yayındaki yazılar /blog sayfasında görünür."
        actions={
          <Button onClick={crud.create}>
            <PlusIcon size={18} /> Yeni Yazı
          </Button>
        }
      />
      <Card>
        <DataTable
          label="Blog yazıları"
          {...paged(posts, PAGE_SIZE.blog)}
          columns={columns}
          rowTestId="blog-row"
          actions={(p) => (
            <RowActions onEdit={() => crud.edit(p)} onDelete={() => crud.confirmDelete(p)}>
              {status(p).label === 'Yayında' ? (
                <a href={`/blog/${p.slug}`} target="_blank" rel="noopener noreferrer">
                  Gör
                </a>
              ) : null}
            </RowActions>
          )}
          empty={<EmptyState title="Henüz yazı yok">İlk blog yazınızı ekleyin.</EmptyState>}
        />
      </Card>
      <PostFormModal postId={crud.editing?.id ?? null} open={crud.formOpen} onClose={crud.closeForm} />
      <CrudDeleteDialog crud={crud} title="Yazıyı sil" onDelete={(p) => remove.run({ params: { id: p.id } })}>
        {(p) => (
          <>
            <strong>{p.title}</strong> yazısı kalıcı olarak silinecek. Emin misiniz?
          </>
        )}
      </CrudDeleteDialog>
    </>
  );
}
