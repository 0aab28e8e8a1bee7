import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { BlogPost } from '@villa/shared/contracts/blog';
import { createBlogPost, editBlogPost, listBlogPosts } from '@villa/shared/contracts/routes/blog';
import { Button } from '@villa/shared/ui/button';
import { DateTimeField } from '@villa/shared/ui/date-time-field';
import { ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Field, FormGrid, Input, Textarea, Toggle } from '@villa/shared/ui/form';
import { Row } from '@villa/shared/ui/layout';
import { Modal } from '@villa/shared/ui/modal';
import { RichTextEditor } from '@villa/shared/ui/rich-text-editor';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';
import { slugify } from '@villa/shared/lib/turkish';
import { FilePicker } from '../../../components/file-picker';
import { IMAGE_TYPES } from '../../../lib/upload-content';
import { usePost } from '../api/get-posts';
import { Caption } from '../../../components/caption';

const ErrorText = styled.p`
  margin: 6px 0 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

interface Draft {
  title: string;
  slug: string;
  coverUrl: string;
  summary: string;
  bodyHtml: string;
  published: boolean;
  /** The moment it shows, an ISO instant (picked as an Istanbul day and time); null: not chosen. */
  publishAt: string | null;
}

/** Now, to the minute. */
function nowToTheMinute(): string {
  const d = new Date();
  d.setSeconds(0, 0);
  return d.toISOString();
}

const emptyDraft = (): Draft => ({
  title: '',
  slug: '',
  coverUrl: '',
  summary: '',
  bodyHtml: '',
  published: true,
  publishAt: nowToTheMinute(),
});
const draftOf = (p: BlogPost): Draft => ({
  title: p.title,
  slug: p.slug,
  coverUrl: p.coverUrl,
  summary: p.summary,
  bodyHtml: p.bodyHtml,
  published: p.publishedAt !== null,
  publishAt: p.publishedAt ?? nowToTheMinute(),
});

type Errors = Partial<Record<'title' | 'slug' | 'summary' | 'bodyHtml' | 'publishAt', string>>;

function validate(d: Draft): Errors {
  const e: Errors = {};
  if (d.title.trim().length < 3) e.title = 'Başlık en az 3 karakter olmalıdır.';
  if (d.slug && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(d.slug))
    e.slug = 'Yalnızca küçük harf, rakam ve tire kullanın.';
  if (d.summary.length > 400) e.summary = 'Özet en fazla 400 karakter olabilir.';
  if (!d.bodyHtml.replace(/<[^>]*>/g, '').trim()) e.bodyHtml = 'Yazı içeriği boş olamaz.';
  if (d.published && (d.publishAt === null || Number.isNaN(new Date(d.publishAt).getTime())))
    e.publishAt = 'Geçerli bir yayın tarihi seçin.';
  return e;
}

/** Create or edit a blog post; `postId` null creates. */
export function PostFormModal({
  postId,
  open,
  onClose,
}: {
  postId: number | null;
  open: boolean;
  onClose: () => void;
}) {
  const isNew = postId === null;
  const existing = usePost(open ? postId : null);
  const create = useAdminMutation(createBlogPost, { invalidates: [listBlogPosts], success: 'Yazı eklendi.' });
  const edit = useAdminMutation(editBlogPost, { invalidates: [listBlogPosts], success: 'Yazı güncellendi.' });
  const saving = create.isPending || edit.isPending;
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Errors>({});
  const [slugTouched, setSlugTouched] = useState(false);
  // A typed day or time the field refused: the post is not saved with the value from before it.
  const [publishRefused, setPublishRefused] = useState(false);

  useEffect(() => {
    if (!open) return;
    setErrors({});
    if (isNew) {
      setDraft(emptyDraft());
      setSlugTouched(false);
    } else if (existing.data) {
      setDraft(draftOf(existing.data));
      setSlugTouched(true);
    }
  }, [open, isNew, existing.data]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async () => {
    const e = validate(draft);
    setErrors(e);
    if (Object.keys(e).length || (draft.published && publishRefused)) return;
    const body = {
      title: draft.title.trim(),
      slug: draft.slug,
      coverUrl: draft.coverUrl,
      summary: draft.summary.trim(),
      bodyHtml: draft.bodyHtml,
      publishedAt: draft.published ? draft.publishAt : null,
    };
    const saved =
      postId === null ? await create.run({ body }) : await edit.run({ body: { id: postId, ...body } });
    if (saved) onClose();
  };

  return (
    <Modal title={isNew ? 'Yeni Blog Yazısı' : 'Yazıyı Düzenle'} open={open} onClose={onClose} wide>
      {!isNew && existing.isPending ? (
        <LoadingBlock />
      ) : !isNew && existing.isError ? (
        <ErrorState onRetry={() => void existing.refetch()} />
      ) : (
        <form
          noValidate
          aria-label="Blog yazısı formu"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <FormGrid>
            <div className="full">
              <Field label="Başlık" error={errors.title}>
                <Input
                  value={draft.title}
                  maxLength={160}
                  onChange={(e) => {
                    const title = e.target.value;
                    setDraft((d) => ({ ...d, title, slug: slugTouched ? d.slug : slugify(title) }));
                  }}
                />
              </Field>
            </div>
            <Field label="Adres (slug)" error={errors.slug} hint={`/blog/${draft.slug || '…'}`}>
              <Input
                value={draft.slug}
                maxLength={160}
                onChange={(e) => {
                  setSlugTouched(true);
                  set('slug', e.target.value);
                }}
              />
            </Field>
            <div>
              <Toggle checked={draft.published} onChange={(v) => set('published', v)} label="Yayında" />
              {draft.published ? (
                <div style={{ marginTop: 8 }}>
                  <DateTimeField
                    label="Yayın tarihi"
                    value={draft.publishAt}
                    onChange={(v) => set('publishAt', v)}
                    onRefusedChange={setPublishRefused}
                    error={errors.publishAt}
                  />
                  <p style={{ margin: '6px 0 0', fontSize: 12, opacity: 0.75 }}>
                    İleri bir tarih seçerseniz yazı o zaman görünür (Türkiye saati).
                  </p>
                </div>
              ) : (
                <p style={{ margin: '8px 0 0', fontSize: 13, opacity: 0.75 }}>Taslak: ziyaretçiler görmez.</p>
              )}
            </div>
            <div className="full">
              <FilePicker
                caption="Kapak görseli"
                label="Kapak görseli dosyası"
                value={draft.coverUrl}
                accept={IMAGE_TYPES}
                onChange={(url) => set('coverUrl', url)}
              />
            </div>
            <div className="full">
              <Field
                label="Özet"
                error={errors.summary}
                hint={`${draft.summary.length}/400 – liste sayfasında görünür.`}
              >
                <Textarea rows={3} value={draft.summary} onChange={(e) => set('summary', e.target.value)} />
              </Field>
            </div>
            <div className="full">
              <Caption>İçerik</Caption>
              <RichTextEditor
                label="Yazı içeriği"
                value={draft.bodyHtml}
                onChange={(html) => set('bodyHtml', html)}
                invalid={!!errors.bodyHtml}
                minHeight={280}
              />
              {errors.bodyHtml ? <ErrorText role="alert">{errors.bodyHtml}</ErrorText> : null}
            </div>
          </FormGrid>
          <Row $justify="flex-end" style={{ marginTop: 24 }}>
            <Button $variant="secondary" onClick={onClose}>
              Vazgeç
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Kaydediliyor…' : 'Kaydet'}
            </Button>
          </Row>
        </form>
      )}
    </Modal>
  );
}
