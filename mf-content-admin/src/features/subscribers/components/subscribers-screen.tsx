import { useEffect, useState } from 'react';
import { apiErrorMessage } from '@villa/shared/api/client';
import { DEFAULT_DEBOUNCE_MS, PAGE_SIZE } from '@villa/shared/config/constants';
import { deleteSubscriber, listSubscribers } from '@villa/shared/contracts/routes/subscribers';
import type { Subscriber } from '@villa/shared/contracts/subscribers';
import { formatDateTime } from '@villa/shared/lib/format/dates';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { CrudDeleteDialog } from '@villa/shared/ui/crud-dialogs';
import { DataTable, RowActions, type DataColumn } from '@villa/shared/ui/data-table';
import { EmptyState } from '@villa/shared/ui/feedback';
import { Input } from '@villa/shared/ui/form';
import { Card, PageHeader, Row } from '@villa/shared/ui/layout';
import { Refreshing } from '@villa/shared/ui/list-toolbar';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';
import { useCrudState } from '@villa/shared/ui/use-crud-state';
import { usePagedQuery } from '@villa/shared/ui/use-paged-list';
import { useUrlFilter } from '@villa/shared/ui/use-url-filter';
import { useExportSubscribers } from '../api/export-subscribers';

const columns: DataColumn<Subscriber>[] = [
  { accessorKey: 'email', header: 'E-posta' },
  {
    accessorKey: 'consentAt',
    header: 'KVKK onayı',
    cell: ({ row: { original: s } }) => formatDateTime(s.consentAt),
  },
  {
    accessorKey: 'createdAt',
    header: 'Kayıt tarihi',
    cell: ({ row: { original: s } }) => formatDateTime(s.createdAt),
  },
];

/** Aboneler (desktop-only menu entry): newsletter subscribers 50 a page, delete, CSV export. */
export function SubscribersScreen() {
  const { setParams, page, get, paged } = useUrlFilter();
  const q = get('q');
  const [search, setSearch] = useState(q);
  const take = PAGE_SIZE.subscribers;
  const subscribers = usePagedQuery(listSubscribers, page, take, q ? { q } : {});
  const crud = useCrudState<Subscriber>();
  const remove = useAdminMutation(deleteSubscriber, {
    invalidates: [listSubscribers],
    success: 'Abone silindi.',
  });
  const exporter = useExportSubscribers();
  const { toast } = useShellServices();

  useEffect(() => {
    const t = setTimeout(() => {
      if (search.trim() !== q) setParams(search.trim() ? { q: search.trim() } : {});
    }, DEFAULT_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [search, q, setParams]);

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
          <Refreshing query={subscribers} />
        </Row>
        <DataTable
          label="Aboneler"
          {...paged(subscribers, take)}
          columns={columns}
          rowTestId="subscriber-row"
          actions={(s) => <RowActions onDelete={() => crud.confirmDelete(s)} />}
          empty={
            <EmptyState title="Abone bulunamadı">
              {q ? 'Aramanıza uyan abone yok.' : 'Henüz abone yok.'}
            </EmptyState>
          }
        />
      </Card>
      <CrudDeleteDialog
        crud={crud}
        title="Aboneyi sil"
        onDelete={(s) => remove.run({ params: { id: s.id } })}
      >
        {(s) => (
          <>
            <strong>{s.email}</strong> bülten listesinden silinecek. Emin misiniz?
          </>
        )}
      </CrudDeleteDialog>
    </>
  );
}
