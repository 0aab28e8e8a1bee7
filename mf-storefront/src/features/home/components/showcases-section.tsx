import { useState } from 'react';
import styled from 'styled-components';
import { CardGrid, CardSkeletons, VillaCard } from '../../../components/villa-card';
import { useShowcases } from '../api/get-showcases';
import { Section } from './section';

const Tabs = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  margin-bottom: 18px;
  button {
    padding: 8px 16px;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
  }
`;

/** Showcases (GET /v1/showcases) as tabs of villa cards. */
export function ShowcasesSection() {
  const showcases = useShowcases();
  const [active, setActive] = useState(0);
  if (showcases.isError) return null;
  const list = showcases.data ?? [];
  if (showcases.isSuccess && list.length === 0) return null;
  const current = list[Math.min(active, list.length - 1)];
  return (
    <Section aria-labelledby="showcases-title">
      <header>
        <div>
          <h2 id="showcases-title">Vitrin</h2>
          <p>Ekibimizin sizin için seçtiği villa koleksiyonları.</p>
        </div>
      </header>
      {showcases.isPending ? (
        <CardSkeletons count={3} />
      ) : (
        <>
          <Tabs role="tablist" aria-label="Vitrinler">
            {list.map((s, i) => (
              <button
                key={s.id}
                type="button"
                role="tab"
                aria-selected={i === active}
                onClick={() => setActive(i)}
              >
                {s.title}
              </button>
            ))}
          </Tabs>
          {current ? (
            <div role="tabpanel" aria-label={current.title}>
              {current.description ? <p style={{ marginTop: 0 }}>{current.description}</p> : null}
              <CardGrid>
                {current.villas.slice(0, 6).map((v) => (
                  <VillaCard key={v.id} villa={v} />
                ))}
              </CardGrid>
            </div>
          ) : null}
        </>
      )}
    </Section>
  );
}
