import { useEffect, useState } from 'react';
import { Link } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import { apiErrorMessage } from '@villa/shared/api/client';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Row } from '@villa/shared/ui/layout';
import { useFeatureCatalog } from '../../../api/get-feature-catalog';
import { useSetBoatFeatures } from '../api/set-boat-features';

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 18px;
  fieldset {
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 12px;
    padding: 12px 14px;
    margin: 0;
  }
  legend {
    font-weight: 700;
    padding: 0 6px;
  }
  label {
    display: flex;
    gap: 8px;
    align-items: center;
    padding: 4px 0;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

/** Ticks the boat's features from the catalog and saves them in one call. */
export function BoatFeaturesPanel({ boatId, selected }: { boatId: number; selected: number[] }) {
  const catalog = useFeatureCatalog();
  const save = useSetBoatFeatures();
  const { toast } = useShellServices();
  const [ticked, setTicked] = useState<Set<number>>(new Set(selected));
  useEffect(() => setTicked(new Set(selected)), [selected]);
  const dirty = ticked.size !== selected.length || selected.some((id) => !ticked.has(id));

  if (catalog.isPending) return <LoadingBlock />;
  if (catalog.isError) return <ErrorState onRetry={() => void catalog.refetch()} />;
  const withFeatures = catalog.data.filter((c) => c.features.length > 0);
  if (withFeatures.length === 0) {
    return (
      <EmptyState title="Özellik tanımlı değil">
        <Link to="/boatfeatures">Tekne Özellikleri</Link> ekranından kategori ve özellik ekleyin.
      </EmptyState>
    );
  }

  return (
    <>
      <Groups>
        {withFeatures.map((c) => (
          <fieldset key={c.id}>
            <legend>{c.name}</legend>
            {c.features.map((f) => (
              <label key={f.id}>
                <input
                  type="checkbox"
                  checked={ticked.has(f.id)}
                  onChange={(e) => {
                    const next = new Set(ticked);
                    if (e.target.checked) next.add(f.id);
                    else next.delete(f.id);
                    setTicked(next);
                  }}
                />
                {f.name}
              </label>
            ))}
          </fieldset>
        ))}
      </Groups>
      <Row $justify="flex-end" style={{ marginTop: 16 }}>
        <Button
          disabled={!dirty || save.isPending}
          onClick={async () => {
            try {
              await save.mutateAsync({ boatId, featureIds: [...ticked] });
              toast('success', 'Tekne özellikleri kaydedildi.');
            } catch (err) {
              toast('error', apiErrorMessage(err));
            }
          }}
        >
          {save.isPending ? 'Kaydediliyor…' : 'Özellikleri kaydet'}
        </Button>
      </Row>
    </>
  );
}
