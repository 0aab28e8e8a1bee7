import styled from 'styled-components';
import { WEBSITE_PAGE_TITLES, type WebsitePageKey } from '@villa/shared/contracts/content';
import { ErrorState } from '@villa/shared/ui/feedback';
import { formatTr } from '../../../lib/dates';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useWebsitePage } from '../api/get-website-page';
import { PageShell } from '../../../components/page-shell';

/** Typography for staff-written HTML (sanitised by the API when it was saved). */
export const Prose = styled.article`
  max-width: 820px;
  line-height: 1.75;
  font-size: 16px;
  h2,
  h3 {
    font-family: ${({ theme }) => theme.font.display};
    margin: 28px 0 10px;
  }
  p,
  ul,
  ol {
    margin: 0 0 14px;
  }
  a {
    text-decoration: underline;
  }
  img {
    max-width: 100%;
    height: auto;
    border-radius: 12px;
  }
  blockquote {
    margin: 0 0 14px;
    padding: 8px 16px;
    border-left: 4px solid ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  td,
  th {
    border: 1px solid ${({ theme }) => theme.color.border};
    padding: 8px;
  }
  .updated {
    margin-top: 28px;
    font-size: 13px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Skeleton = styled.div`
  max-width: 820px;
  div {
    height: 16px;
    margin-bottom: 12px;
    border-radius: 6px;
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

/** /about, /faq, /guvenli-odeme and /website/{rental,privacy,cancel,kvkk,howrent}. */
export function WebsitePageView({ pageKey, title }: { pageKey: WebsitePageKey; title?: string }) {
  const page = useWebsitePage(pageKey);
  const heading = page.data?.title || title || WEBSITE_PAGE_TITLES[pageKey];
  usePageMeta(heading);
  return (
    <PageShell title={heading}>
      {page.isPending ? (
        <Skeleton aria-busy="true" aria-label="Sayfa yükleniyor">
          {[92, 85, 97, 60, 88, 74, 95, 40].map((w, i) => (
            <div key={i} style={{ width: `${w}%` }} />
          ))}
        </Skeleton>
      ) : page.isError ? (
        <ErrorState onRetry={() => void page.refetch()} />
      ) : (
        <Prose>
          {/* The API sanitises this HTML when staff save it (sanitize-html allow-list). */}
          <div dangerouslySetInnerHTML={{ __html: page.data.html }} />
          {page.data.updatedAt ? (
            <p className="updated">Son güncelleme: {formatTr(page.data.updatedAt.slice(0, 10))}</p>
          ) : null}
        </Prose>
      )}
    </PageShell>
  );
}
