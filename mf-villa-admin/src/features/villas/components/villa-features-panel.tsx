import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { apiErrorMessage } from '@villa/shared/api/client';
import type { VillaDetail } from '@villa/shared/contracts/villas';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Row, Stack } from '@villa/shared/ui/layout';
import { useFeatures } from '../../../api/get-form-options';
import { useSaveVillaFeatures } from '../api/save-villa-features';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 8px 16px;
  label {
    display: flex;
    gap: 8px;
    align-items: center;
    cursor: pointer;
  }
`;

/** Tick the villa's features, grouped by category; saved with PUT /villas/{id}/features. */
export function VillaFeaturesPanel({ villa }: { villa: VillaDetail }) {
  const { data, isPending, isError, refetch } = useFeatures();
  const save = useSaveVillaFeatures();
  const { toast } = useShellServices();
  const [selected, setSelected] = useState<Set<number>>(new Set(villa.feature_ids));
  useEffect(() => setSelected(new Set(villa.feature_ids)), [villa.feature_ids]);

  if (isPending) return <LoadingBlock />;
  if (isError) return <ErrorState onRetry={() => void refetch()} />;
  if (data.length === 0) {
    return (
      <EmptyState title="Özellik tanımlanmamış">
        Önce “Villa Tipleri ve Özellikler” ekranından özellik ekleyin.
      </EmptyState>
    );
  }
  const flip = (id: number) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  return (
    <Stack>
      {data.map((c) => (
        <fieldset key={c.id} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontWeight: 700, marginBottom: 8 }}>{c.name}</legend>
          {c.features.length === 0 ? (
            <span style={{ opacity: 0.7 }}>Bu kategoride özellik yok.</span>
          ) : (
            <Grid>
              {c.features.map((f) => (
                <label key={f.id}>
                  <input type="checkbox" checked={selected.has(f.id)} onChange={() => flip(f.id)} /> {f.name}
                </label>
              ))}
            </Grid>
          )}
        </fieldset>
      ))}
      <Row $justify="flex-end">
        <Button
          disabled={save.isPending}
          onClick={async () => {
            try {
              await save.mutateAsync({
                params: { villa_id: villa.id },
                body: { feature_ids: [...selected] },
              });
              toast('success', 'Özellikler kaydedildi.');
            } catch (err) {
              toast('error', apiErrorMessage(err));
            }
          }}
        >
          {save.isPending ? 'Kaydediliyor…' : 'Özellikleri Kaydet'}
        </Button>
      </Row>
    </Stack>
  );
}
