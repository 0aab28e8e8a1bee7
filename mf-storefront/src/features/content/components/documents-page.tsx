import styled from 'styled-components';
import { EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { DocumentIcon } from '@villa/shared/ui/icons';
import { usePageMeta } from '../../../lib/use-page-meta';
import { PageShell } from '../../../components/page-shell';
import { useDocuments } from '../api/get-public-content';
import { tiles } from '../../../components/styles';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 48px;
  ${tiles('240px', 20)}
`;
const Doc = styled.li`
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  overflow: hidden;
  a {
    display: block;
    color: inherit;
  }
  a:hover {
    text-decoration: none;
  }
  .media {
    aspect-ratio: 4 / 3;
    background: ${({ theme }) => theme.color.surfaceAlt};
    display: grid;
    place-items: center;
    color: ${({ theme }) => theme.color.primary};
  }
  .media img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    background: #fff;
  }
  .body {
    padding: 14px 16px;
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  strong {
    font-size: 16px;
  }
  span {
    font-size: 13px;
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
  }
`;

/** /website/document: licences and certificates in the order staff gave them. */
export function DocumentsPage() {
  usePageMeta('Belgelerimiz', 'TÜRSAB ve turizm işletme belgelerimiz.');
  const docs = useDocuments();
  return (
    <PageShell title="Belgelerimiz" lead="Resmi belgelerimiz ve sertifikalarımız.">
      {docs.isPending ? (
        <LoadingBlock />
      ) : docs.isError ? (
        <ErrorState onRetry={() => void docs.refetch()} />
      ) : docs.data.length === 0 ? (
        <EmptyState title="Henüz belge eklenmedi">
          Belgelerimizi görmek için ofisimizi ziyaret edebilirsiniz.
        </EmptyState>
      ) : (
        <Grid>
          {docs.data.map((d) => (
            <Doc key={d.id} data-testid="public-document">
              <a href={d.fileUrl} target="_blank" rel="noopener noreferrer">
                <div className="media">
                  {d.kind === 'image' ? (
                    <img src={d.fileUrl} alt={d.title} loading="lazy" />
                  ) : (
                    <DocumentIcon size={56} />
                  )}
                </div>
                <div className="body">
                  <strong>{d.title}</strong>
                  <span>{d.kind === 'pdf' ? 'PDF’i indir' : 'Büyük görüntüle'}</span>
                </div>
              </a>
            </Doc>
          ))}
        </Grid>
      )}
    </PageShell>
  );
}
