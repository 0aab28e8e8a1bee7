import { useState } from 'react';
import { useSearchParams } from '@villa/shared/parcel/router';
import { apiErrorMessage } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { BoatType } from '@villa/shared/contracts/boats';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { Badge, EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { PlusIcon } from '@villa/shared/ui/icons';
import { Card, PageHeader, Row } from '@villa/shared/ui/layout';
import { Pagination, Table, TableWrap } from '@villa/shared/ui/table';
import { BoatTabs } from '../../../components/boat-tabs';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteBoatType } from '../api/delete-boat-type';
import { useBoatTypes } from '../api/get-boat-types';
import { BoatTypeFormModal } from './boat-type-form-modal';

/** 'Tekne Tipleri': 10 a page, create, edit, delete (refused while boats have the type). */
export function BoatTypesScreen() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, isError, refetch } = useBoatTypes(page);
  const remove = useDeleteBoatType();
  const { toast } = useShellServices();
  const [editing, setEditing] = useState<BoatType | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<BoatType | null>(null);

  return (
    <>
      <PageHeader
        title="Tekne Tipleri"
        description="Gulet, motoryat, yelkenli gibi tekne tipleri."
        actions={
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            <PlusIcon size={18} /> Yeni Tekne Tipi
          </Button>
        }
      />
      <BoatTabs />
      <Card>
        {isPending ? (
          <LoadingBlock />
        ) : isError ? (
          <ErrorState onRetry={() => void refetch()} />
        ) : data.content.length === 0 ? (
          <EmptyState title="Henüz tekne tipi yok">Tekne eklemeden önce bir tekne tipi ekleyin.</EmptyState>
        ) : (
          <>
            <TableWrap>
              <Table>
                <thead>
                  <tr>
                    <th>Tekne tipi</th>
                    <th>Adres adı</th>
                    <th>Tekne</th>
                    <th aria-label="İşlemler" />
                  </tr>
                </thead>
                <tbody>
                  {data.content.map((t) => (
                    <tr key={t.id} data-testid="boat-type-row">
                      <td style={{ fontWeight: 600 }}>{t.name}</td>
                      <td style={{ color: 'inherit', opacity: 0.75 }}>{t.slug}</td>
                      <td>
                        <Badge $tone={t.boat_count > 0 ? 'info' : 'neutral'}>{t.boat_count}</Badge>
                      </td>
                      <td>
                        <Row $justify="flex-end" $gap="8px">
                          <Button
                            $variant="secondary"
                            $size="sm"
                            onClick={() => {
                              setEditing(t);
                              setFormOpen(true);
                            }}
                          >
                            Düzenle
                          </Button>
                          <Button $variant="ghost" $size="sm" onClick={() => setDeleting(t)}>
                            Sil
                          </Button>
                        </Row>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableWrap>
            <Pagination
              page={page}
              pageSize={PAGE_SIZE.boatTypes}
              total={data.total}
              onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})}
            />
          </>
        )}
      </Card>
      <BoatTypeFormModal type={editing} open={formOpen} onClose={() => setFormOpen(false)} />
      <ConfirmDialog
        title="Tekne tipini sil"
        message={deleting ? `“${deleting.name}” silinsin mi? Bu işlem geri alınamaz.` : null}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast('success', 'Tekne tipi silindi.');
            setDeleting(null);
          } catch (err) {
            toast('error', apiErrorMessage(err));
          }
        }}
      />
    </>
  );
}
