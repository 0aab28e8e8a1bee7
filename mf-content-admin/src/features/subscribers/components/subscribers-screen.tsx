import { useEffect, useState } from 'react';
import { useSearchParams } from '@villa/shared/parcel/router';
import { apiErrorMessage } from '@villa/shared/api/client';
import { DEFAULT_DEBOUNCE_MS, PAGE_SIZE } from '@villa/shared/config/constants';
import type { Subscriber } from '@villa/shared/contracts/content';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Input } from '@villa/shared/ui/form';
import { Card, PageHeader, Row } from '@villa/shared/ui/layout';
import { Pagination, Table, TableWrap } from '@villa/shared/ui/table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteSubscriber } from '../api/delete-subscriber';
import { useExportSubscribers } from '../api/export-subscribers';
import { useSubscribers } from '../api/get-subscribers';

const dateFormat = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short' });

/** Aboneler (desktop-only menu entry): newsletter subscribers 50 a page, delete, CSV export. */
export function SubscribersScreen() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const [search, setSearch] = useState(q);
  const { data, isPending, isError, refetch, isFetching } = useSubscribers(page, q);
  const remove = useDeleteSubscriber();
  const exporter = useExportSubscribers();
  const { toast } = useShellServices();
  const [deleting, setDeleting] = useState<Subscriber | null>(null);

  useEffect(() => {
    const t = setTimeout(() => {
      if (search.trim() !== q) setParams(search.trim() ? { q: search.trim() } : {});
    }, DEFAULT_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [search, q, setParams]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast('success', 'Abone silindi.');
      setDeleting(null);
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  };

  return (
    <>
      <PageHeader
        title="Aboneler"
        description="E-bülten aboneleri ve KVKK onay tarihleri."
        actions={
          <Button
            $variant="secondary"
            disabled={exporter.isPending}
            onClick={() =>
              exporter.mutate(undefined, { onError: (err) => toast('error', apiErrorMessage(err)) })
            }
          >
            {exporter.isPending ? 'Hazırlanıyor…' : 'CSV olarak indir'}
          </Button>
        }
      />
      <Card>
        <Row $wrap style={{ marginBottom: 16 }}>
          <Input
            type="search"
            aria-label="E-posta ara"
            placeholder="E-posta ara…"
            style={{ maxWidth: 320 }}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          {isFetching && !isPending ? <span style={{ opacity: 0.7 }}>Güncelleniyor…</span> : null}
        </Row>
        {isPending ? (
          <LoadingBlock />
        ) : isError ? (
          <ErrorState onRetry={() => void refetch()} />
        ) : data.content.length === 0 ? (
          <EmptyState title="Abone bulunamadı">
            {q ? 'Aramanıza uyan abone yok.' : 'Henüz abone yok.'}
          </EmptyState>
        ) : (
          <>
            <TableWrap>
              <Table>
                <thead>
                  <tr>
                    <th>E-posta</th>
                    <th>KVKK onayı</th>
                    <th>Kayıt tarihi</th>
                    <th aria-label="İşlemler" />
                  </tr>
                </thead>
                <tbody>
                  {data.content.map((s) => (
                    <tr key={s.id} data-testid="subscriber-row">
                      <td>{s.email}</td>
                      <td>{dateFormat.format(new Date(s.consentAt))}</td>
                      <td>{dateFormat.format(new Date(s.createdAt))}</td>
                      <td style={{ textAlign: 'right' }}>
                        <Button $variant="ghost" $size="sm" onClick={() => setDeleting(s)}>
                          Sil
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableWrap>
            <Pagination
              page={page}
              pageSize={PAGE_SIZE.subscribers}
              total={data.total}
              onPage={(p) => {
                const next = new URLSearchParams(params);
                if (p > 1) next.set('page', String(p));
                else next.delete('page');
                setParams(next);
              }}
            />
          </>
        )}
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        title="Aboneyi sil"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <strong>{deleting?.email}</strong> bülten listesinden silinecek. Emin misiniz?
      </ConfirmDialog>
    </>
  );
}
