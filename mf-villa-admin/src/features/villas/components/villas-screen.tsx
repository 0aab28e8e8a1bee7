import { useEffect, useState } from 'react';
import { Link } from '@villa/shared/parcel/router';
import { pageFilter } from '@villa/shared/lib/url-filters';
import styled from 'styled-components';
import { apiErrorMessage } from '@villa/shared/api/client';
import { DEFAULT_DEBOUNCE_MS, PAGE_SIZE } from '@villa/shared/config/constants';
import { VILLA_ORDERS, type VillaListItem, type VillaOrder } from '@villa/shared/contracts/villas';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { AreaNav } from '@villa/shared/ui/area-nav';
import { Button } from '@villa/shared/ui/button';
import { Badge, EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Input, Select, Toggle } from '@villa/shared/ui/form';
import { PlusIcon, VillaIcon } from '@villa/shared/ui/icons';
import { Card, PageHeader, Row } from '@villa/shared/ui/layout';
import { Pagination, Table, TableWrap } from '@villa/shared/ui/table';
import { VILLA_AREA_TABS } from '../../../components/area-tabs';
import { SortableList } from '../../../components/sortable-list';
import { useUrlFilter } from '@villa/shared/ui/use-url-filter';
import { useIsOwner } from '../../../lib/use-role';
import { useReorderVillas } from '../api/reorder-villas';
import { useSetVillaFlag, type VillaFlag } from '../api/set-villa-flag';
import { useVillas } from '../api/get-villas';

const ORDER_LABELS: Record<VillaOrder, string> = {
  order: 'Gösterim sırası',
  newest: 'En yeni',
  name: 'Ada göre (A–Z)',
  capacity: 'Kapasite (çoktan aza)',
};

/** The switches of a villa's row, in the columns' order: Aktif, Popüler, Ayın villası. */
const FLAG_CELLS: Array<{ flag: VillaFlag; label: string }> = [
  { flag: 'active', label: 'aktif' },
  { flag: 'popular', label: 'popüler' },
  { flag: 'villa_of_month', label: 'ayın villası' },
];

const Thumb = styled.div`
  width: 64px;
  height: 44px;
  border-radius: 8px;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceAlt};
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.color.textMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Handle = styled.button`
  cursor: grab;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 18px;
  padding: 4px 6px;
  border-radius: 6px;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
  }
`;

const Muted = styled.div`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 12px;
`;

/** 'Villalar': 20 a page with search, order and popular filter; toggles; drag to reorder. */
export function VillasScreen() {
  const isOwner = useIsOwner();
  const { page, get, setFilter } = useUrlFilter();
  const order = VILLA_ORDERS.find((o) => o === get('order')) ?? 'order';
  const q = get('q');
  const popular = get('popular') === '1';
  const [search, setSearch] = useState(q);
  const { toast } = useShellServices();
  const { data, isPending, isError, refetch, isFetching } = useVillas({ page, order, q, popular });
  const flag = useSetVillaFlag();
  const reorder = useReorderVillas();
  const [rows, setRows] = useState<VillaListItem[]>([]);

  useEffect(() => {
    if (data) setRows(data.items);
  }, [data]);

  useEffect(() => {
    if (search === q) return;
    const id = setTimeout(() => setFilter({ q: search.trim() }), DEFAULT_DEBOUNCE_MS);
    return () => clearTimeout(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text restarts the debounce
  }, [search]);

  const canReorder = !isOwner && order === 'order' && !q && !popular;

  const toggle = async (v: VillaListItem, f: VillaFlag, value: boolean) => {
    setRows((rs) =>
      rs.map((r) =>
        r.id === v.id
          ? { ...r, [f]: value }
          : f === 'villa_of_month' && value
            ? { ...r, villa_of_month: false }
            : r,
      ),
    );
    try {
      await flag.mutateAsync({ id: v.id, flag: f, value });
      toast('success', 'Villa güncellendi.');
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  };

  const onReorder = async (next: VillaListItem[]) => {
    const previous = rows;
    setRows(next);
    try {
      await reorder.mutateAsync({ body: { ids: next.map((r) => r.id) } });
      toast('success', 'Sıralama kaydedildi.');
    } catch (err) {
      setRows(previous);
      toast('error', apiErrorMessage(err));
    }
  };

  return (
    <>
      <PageHeader
        title={isOwner ? 'Villalarım' : 'Villalar'}
        description={
          isOwner
            ? 'Villalarınızın fiyatlarını ve takvimini yönetin.'
            : 'Villaları, fiyatlarını, takvimlerini, görsellerini ve özelliklerini yönetin.'
        }
        actions={
          isOwner ? null : (
            <Button as={Link} to="/villas/new">
              <PlusIcon size={18} /> Yeni Villa
            </Button>
          )
        }
      />
      {isOwner ? null : <AreaNav tabs={VILLA_AREA_TABS} label="Villa menüsü" />}
      <Card>
        <Row $wrap style={{ marginBottom: 16 }}>
          <Input
            type="search"
            placeholder="Villa, adres veya ilçe ara…"
            aria-label="Villa ara"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ maxWidth: 280 }}
          />
          <Select
            aria-label="Sıralama"
            value={order}
            onChange={(e) => setFilter({ order: e.target.value === 'order' ? '' : e.target.value })}
            style={{ maxWidth: 220 }}
          >
            {VILLA_ORDERS.map((o) => (
              <option key={o} value={o}>
                {ORDER_LABELS[o]}
              </option>
            ))}
          </Select>
          <Toggle
            checked={popular}
            onChange={(v) => setFilter({ popular: v ? '1' : '' })}
            label="Yalnız popüler"
          />
          {isFetching && !isPending ? <span style={{ opacity: 0.7 }}>Güncelleniyor…</span> : null}
        </Row>
        {!isOwner && !canReorder ? (
          <Muted style={{ marginBottom: 12 }}>
            Sürükleyerek sıralamak için arama ve filtreleri kaldırıp “Gösterim sırası”nı seçin.
          </Muted>
        ) : null}
        {isPending ? (
          <LoadingBlock />
        ) : isError ? (
          <ErrorState onRetry={() => void refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState title="Villa bulunamadı">
            {q || popular
              ? 'Aramanıza uyan villa yok.'
              : isOwner
                ? 'Size bağlı bir villa yok.'
                : 'Henüz villa eklenmemiş.'}
          </EmptyState>
        ) : (
          <>
            <TableWrap>
              <Table>
                <thead>
                  <tr>
                    {canReorder ? <th aria-label="Sıra" /> : null}
                    <th aria-label="Görsel" />
                    <th>Villa</th>
                    <th>Bölge</th>
                    <th>Kapasite</th>
                    {isOwner ? null : <th>Ev sahibi</th>}
                    {isOwner ? <th>Durum</th> : <th>Aktif</th>}
                    {isOwner ? null : <th>Popüler</th>}
                    {isOwner ? null : <th>Ayın villası</th>}
                    <th aria-label="İşlemler" />
                  </tr>
                </thead>
                <tbody>
                  <SortableList
                    items={rows}
                    getId={(r) => r.id}
                    onReorder={(n) => void onReorder(n)}
                    disabled={!canReorder}
                  >
                    {(v, h) => (
                      <tr key={v.id} ref={h.setNodeRef} style={h.style} data-testid="villa-row">
                        {canReorder ? (
                          <td style={{ width: 36 }}>
                            <Handle type="button" aria-label={`${v.name} sırasını değiştir`} {...h.handle}>
                              ⠿
                            </Handle>
                          </td>
                        ) : null}
                        <td style={{ width: 80 }}>
                          <Thumb>
                            {v.thumbnail ? (
                              <img src={v.thumbnail} alt="" loading="lazy" />
                            ) : (
                              <VillaIcon size={20} />
                            )}
                          </Thumb>
                        </td>
                        <td>
                          <Link to={`/villas/${v.id}`} style={{ fontWeight: 600 }}>
                            {v.name}
                          </Link>
                          <Muted>
                            #{v.id} · {v.villa_type_name ?? 'Tip seçilmemiş'}
                          </Muted>
                        </td>
                        <td>
                          {v.town_name}
                          {v.district_name ? <Muted>{v.district_name}</Muted> : null}
                        </td>
                        <td>
                          {v.capacity} kişi
                          <Muted>{v.bedrooms} yatak odası</Muted>
                        </td>
                        {isOwner ? null : <td>{v.owner_name ?? '—'}</td>}
                        {isOwner ? (
                          <td>
                            <Badge $tone={v.active ? 'success' : 'neutral'}>
                              {v.active ? 'Yayında' : 'Pasif'}
                            </Badge>
                          </td>
                        ) : (
                          <>
                            {FLAG_CELLS.map(({ flag, label }) => (
                              <td key={flag}>
                                <Toggle
                                  checked={v[flag]}
                                  onChange={(x) => void toggle(v, flag, x)}
                                  label={`${v.name} ${label}`}
                                  hideLabel
                                />
                              </td>
                            ))}
                          </>
                        )}
                        <td style={{ textAlign: 'right' }}>
                          <Button as={Link} to={`/villas/${v.id}`} $variant="secondary" $size="sm">
                            {isOwner ? 'Fiyat ve Takvim' : 'Düzenle'}
                          </Button>
                        </td>
                      </tr>
                    )}
                  </SortableList>
                </tbody>
              </Table>
            </TableWrap>
            <Pagination
              page={page}
              pageSize={PAGE_SIZE.villas}
              total={data.total}
              onPage={(p) => setFilter(pageFilter(p))}
            />
          </>
        )}
      </Card>
    </>
  );
}
