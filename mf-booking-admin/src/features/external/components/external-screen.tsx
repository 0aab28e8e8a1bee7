import { useEffect, useState } from 'react';
import { useNavigate } from '@villa/shared/parcel/router';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import { EXTERNAL_STATUSES, EXTERNAL_STATUS_LABELS } from '@villa/shared/contracts/bookings';
import type { ExternalEntry } from '@villa/shared/contracts/external';
import { deleteExternal, listExternal } from '@villa/shared/contracts/routes/external';
import { formatDate } from '@villa/shared/lib/format/dates';
import { Button } from '@villa/shared/ui/button';
import { CrudDeleteDialog, crudRowActions } from '@villa/shared/ui/crud-dialogs';
import { DataTable, type DataColumn } from '@villa/shared/ui/data-table';
import { Badge, EmptyState } from '@villa/shared/ui/feedback';
import { PlusIcon } from '@villa/shared/ui/icons';
import { Card, PageHeader, Row } from '@villa/shared/ui/layout';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';
import { useCrudState } from '@villa/shared/ui/use-crud-state';
import { useVillaOptions } from '../../../api/get-villa-options';
import { FilterSelect, ROW_FILTER_LABEL, VillaFilterSelect } from '../../../components/filter-select';
import { choicesOf } from '@villa/shared/ui/list-toolbar';
import { useUrlFilter } from '@villa/shared/ui/use-url-filter';
import { DayRange } from '../../../components/table-cells';
import { useExternal } from '../api/external';
import { ExternalFormModal, type ExternalPrefill } from './external-form-modal';

/** The query a new closing opens with, prefilled (the timeline's 'Manuel kapatma'); donus: the timeline's window. */
const PREFILL_KEYS = ['yeni', 'villa', 'baslangic', 'bitis', 'donus'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const columns: DataColumn<ExternalEntry>[] = [
  {
    accessorKey: 'villaName',
    header: 'Villa',
    cell: ({ row: { original: e } }) => <span style={{ fontWeight: 600 }}>{e.villaName}</span>,
  },
  {
    accessorKey: 'startedAt',
    header: 'Tarihler',
    cell: ({ row: { original: e } }) => <DayRange from={e.startedAt} to={e.finishedAt} />,
  },
  {
    accessorKey: 'status',
    header: 'Durum',
    cell: ({ row: { original: e } }) => (
      <Badge $tone={e.status === 'active' ? 'warning' : 'neutral'}>
        {EXTERNAL_STATUS_LABELS[e.status as 'active'] ?? e.status}
      </Badge>
    ),
  },
  { accessorKey: 'note', header: 'Açıklama', cell: ({ row: { original: e } }) => e.note || '—' },
];

/** 'Manuel Kapatma': closings that block a villa's calendar like a booking while active, 20 a page. */
export function ExternalScreen() {
  const { params, setParams, page, get, bind, paged } = useUrlFilter();
  const filter = { page, status: get('status'), villa_id: get('villa_id') };
  const list = useExternal(filter);
  const villas = useVillaOptions();
  const crud = useCrudState<ExternalEntry>();
  const remove = useAdminMutation(deleteExternal, {
    invalidates: [listExternal],
    success: 'Kapatma silindi.',
  });
  const navigate = useNavigate();
  const openNew = crud.create;
  const [prefill, setPrefill] = useState<ExternalPrefill | null>(null);
  const [returnTo, setReturnTo] = useState<string | null>(null);
  // /external?yeni=1&villa=…&baslangic=…&bitis=…[&donus=…]: the form opens with them, and the
  // address goes back to the list's own filters.
  useEffect(() => {
    // Once the villa options are there, so the form's villa select can show the one asked for.
    if (params.get('yeni') !== '1' || !villas.data) return;
    const villaId = Number(params.get('villa'));
    const start = params.get('baslangic') ?? '';
    const end = params.get('bitis') ?? '';
    const back = params.get('donus') ?? '';
    setPrefill(
      villaId > 0 && DAY.test(start) && DAY.test(end) ? { villaId, startedAt: start, finishedAt: end } : null,
    );
    setReturnTo(DAY.test(back) ? back : null);
    openNew();
    const rest = new URLSearchParams(params);
    for (const k of PREFILL_KEYS) rest.delete(k);
    setParams(rest, { replace: true });
  }, [params, setParams, openNew, villas.data]);
  const closeForm = () => {
    crud.closeForm();
    setPrefill(null);
    setReturnTo(null);
  };

  return (
    <>
      <PageHeader
        title="Manuel Kapatma"
        description="Villa takvimini rezervasyon dışı nedenlerle kapatın; aktif kayıtlar takvimi rezervasyon gibi doldurur."
        actions={
          <Button onClick={crud.create}>
            <PlusIcon size={18} /> Yeni Kapatma
          </Button>
        }
      />
      <Card>
        <Row $wrap style={{ marginBottom: 16 }}>
          <FilterSelect
            label="Durum"
            style={ROW_FILTER_LABEL}
            {...bind('status')}
            options={choicesOf(EXTERNAL_STATUSES, (s) => EXTERNAL_STATUS_LABELS[s])}
          />
          <VillaFilterSelect style={ROW_FILTER_LABEL} {...bind('villa_id')} />
        </Row>
        <DataTable
          label="Manuel kapatmalar"
          {...paged(list, PAGE_SIZE.external)}
          columns={columns}
          rowTestId="external-row"
          actions={crudRowActions(crud)}
          empty={
            <EmptyState title="Kapatma kaydı yok">
              Takvimi kapatmak için “Yeni Kapatma”yı kullanın.
            </EmptyState>
          }
        />
      </Card>
      <ExternalFormModal
        entry={crud.editing}
        open={crud.formOpen}
        onClose={closeForm}
        prefill={prefill}
        onSaved={() => {
          if (returnTo) navigate(`/occupancy?baslangic=${returnTo}`);
        }}
      />
      <CrudDeleteDialog
        crud={crud}
        title="Kapatmayı sil"
        onDelete={(e) => remove.run({ params: { id: e.id } })}
      >
        {(e) => (
          <>
            {e.villaName} için {formatDate(e.startedAt)} – {formatDate(e.finishedAt)} kapatması silinecek ve
            tarihler takvimde açılacak.
          </>
        )}
      </CrudDeleteDialog>
    </>
  );
}
