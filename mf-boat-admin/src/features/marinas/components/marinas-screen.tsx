import { useState } from 'react';
import { useSearchParams } from '@villa/shared/parcel/router';
import { apiErrorMessage } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { Marina } from '@villa/shared/contracts/boats';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { Badge, EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { PlusIcon } from '@villa/shared/ui/icons';
import { Card, PageHeader, Row } from '@villa/shared/ui/layout';
import { Pagination, Table, TableWrap } from '@villa/shared/ui/table';
import { BoatTabs } from '../../../components/boat-tabs';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteMarina } from '../api/delete-marina';
import { useMarinas } from '../api/get-marinas';
import { MarinaFormModal } from './marina-form-modal';

const isLink = (s: string) => /^https?:\/\//i.test(s);

/** 'Marinalar': 10 a page, create, edit, delete (refused by the API while boats use the marina). */
export function MarinasScreen() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, isError, refetch } = useMarinas(page);
  const remove = useDeleteMarina();
  const { toast } = useShellServices();
  const [editing, setEditing] = useState<Marina | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Marina | null>(null);

  return (
    <>
      <PageHeader
        title="Marinalar"
        description="Teknelerin bağlı olduğu marinalar, ilçe ve konum bilgisiyle."
        actions={
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            <PlusIcon size={18} /> Yeni Marina
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
          <EmptyState title="Henüz marina yok">Tekne eklemeden önce en az bir marina ekleyin.</EmptyState>
        ) : (
          <>
            <TableWrap>
              <Table>
                <thead>
                  <tr>
                    <th>Marina</th>
                    <th>İlçe</th>
                    <th>Konum</th>
                    <th>Tekne</th>
                    <th aria-label="İşlemler" />
                  </tr>
                </thead>
                <tbody>
                  {data.content.map((m) => (
                    <tr key={m.id} data-testid="marina-row">
                      <td style={{ fontWeight: 600 }}>{m.name}</td>
                      <td>{m.town_name}</td>
                      <td style={{ maxWidth: 280, overflowWrap: 'anywhere' }}>
                        {!m.location ? (
                          '—'
                        ) : isLink(m.location) ? (
                          <a href={m.location} target="_blank" rel="noreferrer noopener">
                            Haritada aç
                          </a>
                        ) : (
                          m.location
                        )}
                      </td>
                      <td>
                        <Badge $tone={m.boat_count > 0 ? 'info' : 'neutral'}>{m.boat_count}</Badge>
                      </td>
                      <td>
                        <Row $justify="flex-end" $gap="8px">
                          <Button
                            $variant="secondary"
                            $size="sm"
                            onClick={() => {
                              setEditing(m);
                              setFormOpen(true);
                            }}
                          >
                            Düzenle
                          </Button>
                          <Button $variant="ghost" $size="sm" onClick={() => setDeleting(m)}>
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
              pageSize={PAGE_SIZE.marinas}
              total={data.total}
              onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})}
            />
          </>
        )}
      </Card>
      <MarinaFormModal marina={editing} open={formOpen} onClose={() => setFormOpen(false)} />
      <ConfirmDialog
        title="Marinayı sil"
        message={deleting ? `“${deleting.name}” silinsin mi? Bu işlem geri alınamaz.` : null}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast('success', 'Marina silindi.');
            setDeleting(null);
          } catch (err) {
            toast('error', apiErrorMessage(err));
          }
        }}
      />
    </>
  );
}
