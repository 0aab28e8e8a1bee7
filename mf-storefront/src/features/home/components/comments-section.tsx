import { Link } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import { paths } from '@villa/shared/config/paths';
import { Button } from '@villa/shared/ui/button';
import { ErrorState, Spinner } from '@villa/shared/ui/feedback';
import { useComments } from '../api/get-comments';
import { Section } from './section';
import { panel, tiles } from '../../../components/styles';

const CommentGrid = styled.div`
  ${tiles('300px', 16)}
  article {
    ${panel(20, 16)}
  }
  .stars {
    color: ${({ theme }) => theme.color.accent};
    letter-spacing: 2px;
  }
  p {
    margin: 10px 0;
    line-height: 1.6;
  }
  footer {
    font-size: 14px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  footer a {
    text-decoration: underline;
  }
`;

/** Approved guest comments, 20 a page (GET /v1/website/comments). */
export function CommentsSection() {
  const comments = useComments();
  const items = comments.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Section aria-labelledby="comments-title">
      <header>
        <div>
          <h2 id="comments-title">Misafirlerimiz Ne Diyor?</h2>
          <p>Konaklayan misafirlerimizin onaylı yorumları.</p>
        </div>
      </header>
      {comments.isPending ? (
        <Spinner />
      ) : comments.isError ? (
        <ErrorState onRetry={() => void comments.refetch()} />
      ) : (
        <>
          <CommentGrid data-testid="comments">
            {items.map((c) => (
              <article key={c.id}>
                <span className="stars" aria-label={`5 üzerinden ${c.rating} puan`}>
                  {'★'.repeat(c.rating)}
                  {'☆'.repeat(5 - c.rating)}
                </span>
                {c.title ? <h3 style={{ margin: '8px 0 0', fontSize: 17 }}>{c.title}</h3> : null}
                <p>{c.body}</p>
                <footer>
                  {c.authorName}
                  {c.villa ? (
                    <>
                      {' · '}
                      <Link to={paths.villa(c.villa.slug)}>{c.villa.name}</Link>
                    </>
                  ) : null}
                  {c.stayedAt ? ` · ${c.stayedAt}` : ''}
                </footer>
              </article>
            ))}
          </CommentGrid>
          {comments.hasNextPage ? (
            <div style={{ textAlign: 'center', marginTop: 18 }}>
              <Button
                $variant="secondary"
                disabled={comments.isFetchingNextPage}
                onClick={() => void comments.fetchNextPage()}
              >
                {comments.isFetchingNextPage ? <Spinner /> : null} Daha fazla yorum
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Section>
  );
}
