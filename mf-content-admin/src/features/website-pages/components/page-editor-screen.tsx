import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { apiErrorMessage } from '@villa/shared/api/client';
import { WEBSITE_PAGE_TITLES, type WebsitePageKey } from '@villa/shared/contracts/content';
import { formatDateTime } from '@villa/shared/lib/format/dates';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { AreaNav } from '@villa/shared/ui/area-nav';
import { Button } from '@villa/shared/ui/button';
import { Field, Input } from '@villa/shared/ui/form';
import { QueryView } from '@villa/shared/ui/query-view';
import { Card, PageHeader, Row, Stack } from '@villa/shared/ui/layout';
import { RichTextEditor } from '@villa/shared/ui/rich-text-editor';
import { usePage } from '../api/get-page';
import { useSavePage } from '../api/save-page';
import { PUBLIC_PATHS, WEBSITE_TABS } from '../../../components/website-tabs';

const ErrorText = styled.p`
  margin: 6px 0 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Website → one rich-text page (about, rental contract, ...). */
export function PageEditorScreen({ pageKey }: { pageKey: WebsitePageKey }) {
  const page = usePage(pageKey);
  const { data } = page;
  const save = useSavePage();
  const { toast } = useShellServices();
  const [title, setTitle] = useState('');
  const [html, setHtml] = useState('');
  const [errors, setErrors] = useState<{ title?: string; html?: string }>({});

  useEffect(() => {
    if (data) {
      setTitle(data.title);
      setHtml(data.html);
      setErrors({});
    }
  }, [data]);

  const dirty = !!data && (title !== data.title || html !== data.html);

  const onSave = async () => {
    const next: typeof errors = {};
    if (!title.trim()) next.title = 'Sayfa başlığı boş olamaz.';
    if (!html.replace(/<[^>]*>/g, '').trim()) next.html = 'Sayfa içeriği boş olamaz.';
    setErrors(next);
    if (next.title || next.html) return;
    try {
      await save.mutateAsync({ params: { section: pageKey }, body: { title: title.trim(), html } });
      toast('success', 'Sayfa kaydedildi; sitede hemen görünür.');
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  };

  return (
    <>
      <PageHeader
        title={WEBSITE_PAGE_TITLES[pageKey]}
        description="Ziyaretçilerin gördüğü sayfa metni. Kaydettiğinizde sitede hemen yayınlanır."
        actions={
          <a href={PUBLIC_PATHS[pageKey]} target="_blank" rel="noopener noreferrer">
            Sitede görüntüle ↗
          </a>
        }
      />
      <AreaNav tabs={WEBSITE_TABS} label="Website menüsü" />
      <Card>
        <QueryView query={page}>
          {(data) => (
            <Stack>
              <Field label="Sayfa başlığı" error={errors.title}>
                <Input value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
              </Field>
              <div>
                <RichTextEditor
                  label="Sayfa içeriği"
                  value={html}
                  onChange={setHtml}
                  invalid={!!errors.html}
                  minHeight={360}
                />
                {errors.html ? <ErrorText role="alert">{errors.html}</ErrorText> : null}
              </div>
              <Row $justify="space-between" $wrap>
                <span style={{ fontSize: 13, opacity: 0.75 }}>
                  {data.updatedAt && new Date(data.updatedAt).getTime() > 0
                    ? `Son güncelleme: ${formatDateTime(data.updatedAt, 'long')}`
                    : 'Henüz kaydedilmedi.'}
                </span>
                <Row>
                  <Button
                    $variant="secondary"
                    disabled={!dirty || save.isPending}
                    onClick={() => {
                      setTitle(data.title);
                      setHtml(data.html);
                      setErrors({});
                    }}
                  >
                    Değişiklikleri geri al
                  </Button>
                  <Button onClick={() => void onSave()} disabled={save.isPending}>
                    {save.isPending ? 'Kaydediliyor…' : 'Kaydet'}
                  </Button>
                </Row>
              </Row>
            </Stack>
          )}
        </QueryView>
      </Card>
    </>
  );
}
