import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { apiErrorMessage } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import {
  districtBodySchema,
  townBodySchema,
  type District,
  type Town,
} from '@villa/shared/contracts/regions';
import { slugify } from '@villa/shared/lib/turkish';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { AreaNav } from '@villa/shared/ui/area-nav';
import { Button } from '@villa/shared/ui/button';
import { Badge, EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Field, FormGrid, Input, Select, Textarea, Toggle } from '@villa/shared/ui/form';
import { PlusIcon } from '@villa/shared/ui/icons';
import { Card, PageHeader, Row, Stack } from '@villa/shared/ui/layout';
import { Modal } from '@villa/shared/ui/modal';
import { Pagination, Table, TableWrap } from '@villa/shared/ui/table';
import { VILLA_AREA_TABS } from '../../../components/area-tabs';
import { ConfirmButton } from '../../../components/confirm-button';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import { useTownsSelect } from '../../../api/get-form-options';
import { useDeleteDistrict, useDistricts, useSaveDistrict } from '../api/districts';
import { useDeleteTown, useSaveTown, useTowns } from '../api/towns';

type TownIn = z.input<typeof townBodySchema>;
type TownOut = z.output<typeof townBodySchema>;
type DistrictIn = z.input<typeof districtBodySchema>;
type DistrictOut = z.output<typeof districtBodySchema>;

function TownModal({ town, open, onClose }: { town: Town | null; open: boolean; onClose: () => void }) {
  const { toast } = useShellServices();
  const save = useSaveTown();
  const values = (): TownIn => ({
    name: town?.name ?? '',
    slug: town?.slug ?? '',
    description: town?.description ?? '',
    popular: town?.popular ?? false,
  });
  const { register, handleSubmit, reset, watch, setValue, formState } = useForm<TownIn, unknown, TownOut>({
    resolver: zodResolver(townBodySchema),
    defaultValues: values(),
  });
  useEffect(() => {
    if (open) reset(values());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when opened
  }, [open, town]);
  const onSubmit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: town?.id ?? null, body });
      toast('success', town ? 'İlçe güncellendi.' : 'İlçe eklendi.');
      onClose();
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  });
  const e = formState.errors;
  return (
    <Modal title={town ? 'İlçeyi Düzenle' : 'Yeni İlçe'} open={open} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate aria-label="İlçe formu">
        <FormGrid>
          <Field label="İlçe adı" error={e.name?.message}>
            <Input {...register('name')} />
          </Field>
          <Field
            label="Adres (slug)"
            error={e.slug?.message}
            hint={`Boşsa: ${slugify(String(watch('name') ?? '')) || 'ilce-adi'}`}
          >
            <Input {...register('slug')} />
          </Field>
          <div className="full">
            <Field label="Açıklama" error={e.description?.message}>
              <Textarea rows={3} {...register('description')} />
            </Field>
          </div>
          <Toggle
            checked={watch('popular') ?? false}
            onChange={(v) => setValue('popular', v)}
            label="Popüler bölge (ana sayfada)"
          />
        </FormGrid>
        <Row $justify="flex-end" style={{ marginTop: 24 }}>
          <Button $variant="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            Kaydet
          </Button>
        </Row>
      </form>
    </Modal>
  );
}

function DistrictModal({
  district,
  towns,
  defaultTown,
  open,
  onClose,
}: {
  district: District | null;
  towns: Town[];
  defaultTown: number | null;
  open: boolean;
  onClose: () => void;
}) {
  const { toast } = useShellServices();
  const save = useSaveDistrict();
  const values = (): DistrictIn => ({
    town_id: district?.town_id ?? defaultTown ?? '',
    name: district?.name ?? '',
    slug: district?.slug ?? '',
  });
  const { register, handleSubmit, reset, watch, formState } = useForm<DistrictIn, unknown, DistrictOut>({
    resolver: zodResolver(districtBodySchema),
    defaultValues: values(),
  });
  useEffect(() => {
    if (open) reset(values());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when opened
  }, [open, district]);
  const onSubmit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: district?.id ?? null, body });
      toast('success', district ? 'Bölge güncellendi.' : 'Bölge eklendi.');
      onClose();
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  });
  const e = formState.errors;
  return (
    <Modal title={district ? 'Bölgeyi Düzenle' : 'Yeni Bölge'} open={open} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate aria-label="Bölge formu">
        <FormGrid>
          <Field label="İlçe" error={e.town_id?.message}>
            <Select {...register('town_id')}>
              <option value="">İlçe seçin</option>
              {towns.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Bölge adı" error={e.name?.message}>
            <Input {...register('name')} />
          </Field>
          <Field
            label="Adres (slug)"
            error={e.slug?.message}
            hint={`Boşsa: ${slugify(String(watch('name') ?? '')) || 'bolge-adi'}`}
          >
            <Input {...register('slug')} />
          </Field>
        </FormGrid>
        <Row $justify="flex-end" style={{ marginTop: 24 }}>
          <Button $variant="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            Kaydet
          </Button>
        </Row>
      </form>
    </Modal>
  );
}

/** 'Villa Bölgeleri': towns (ilçeler) and their districts, 10 a page each. */
export function RegionsScreen() {
  const { toast } = useShellServices();
  const [townPage, setTownPage] = useState(1);
  const [districtPage, setDistrictPage] = useState(1);
  const [townFilter, setTownFilter] = useState<number | null>(null);
  const towns = useTowns(townPage);
  const allTowns = useTownsSelect();
  const districts = useDistricts(districtPage, townFilter);
  const delTown = useDeleteTown();
  const delDistrict = useDeleteDistrict();
  const [townEdit, setTownEdit] = useState<{ open: boolean; town: Town | null }>({ open: false, town: null });
  const [districtEdit, setDistrictEdit] = useState<{ open: boolean; district: District | null }>({
    open: false,
    district: null,
  });

  return (
    <>
      <PageHeader
        title="Villa Bölgeleri"
        description="İlçeler ve bölgeleri; adresleri (slug) sitedeki bölge sayfalarında kullanılır."
      />
      <AreaNav tabs={VILLA_AREA_TABS} label="Villa menüsü" />
      <Stack>
        <Card>
          <Row $justify="space-between" $wrap style={{ marginBottom: 16 }}>
            <h2 style={{ margin: 0, fontSize: 20 }}>İlçeler</h2>
            <Button onClick={() => setTownEdit({ open: true, town: null })}>
              <PlusIcon size={18} /> Yeni İlçe
            </Button>
          </Row>
          {towns.isPending ? (
            <LoadingBlock />
          ) : towns.isError ? (
            <ErrorState onRetry={() => void towns.refetch()} />
          ) : towns.data.content.length === 0 ? (
            <EmptyState title="İlçe yok">Henüz ilçe eklenmemiş.</EmptyState>
          ) : (
            <>
              <TableWrap>
                <Table>
                  <thead>
                    <tr>
                      <th>İlçe</th>
                      <th>Adres</th>
                      <th>Bölgeler</th>
                      <th>Villa</th>
                      <th aria-label="İşlemler" />
                    </tr>
                  </thead>
                  <tbody>
                    {towns.data.content.map((t) => (
                      <tr key={t.id} data-testid="town-row">
                        <td style={{ fontWeight: 600 }}>
                          {t.name} {t.popular ? <Badge $tone="info">Popüler</Badge> : null}
                        </td>
                        <td>/{t.slug}</td>
                        <td>{t.District.length ? t.District.map((d) => d.name).join(', ') : '—'}</td>
                        <td>{t.villa_count}</td>
                        <td style={{ textAlign: 'right' }}>
                          <Row $gap="8px" $justify="flex-end">
                            <Button
                              $variant="secondary"
                              $size="sm"
                              onClick={() => setTownEdit({ open: true, town: t })}
                            >
                              Düzenle
                            </Button>
                            <ConfirmButton
                              title="İlçeyi sil"
                              message={`${t.name} ilçesi ve villası olmayan bölgeleri silinsin mi?`}
                              onConfirm={async () => {
                                try {
                                  await delTown.mutateAsync(t.id);
                                  toast('success', 'İlçe silindi.');
                                } catch (err) {
                                  toast('error', apiErrorMessage(err));
                                }
                              }}
                            >
                              Sil
                            </ConfirmButton>
                          </Row>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableWrap>
              <Pagination
                page={townPage}
                pageSize={PAGE_SIZE.towns}
                total={towns.data.total}
                onPage={setTownPage}
              />
            </>
          )}
        </Card>
        <Card>
          <Row $justify="space-between" $wrap style={{ marginBottom: 16 }}>
            <h2 style={{ margin: 0, fontSize: 20 }}>Bölgeler</h2>
            <Row $wrap>
              <Select
                aria-label="İlçeye göre süz"
                value={townFilter ?? ''}
                onChange={(e) => {
                  setTownFilter(e.target.value ? Number(e.target.value) : null);
                  setDistrictPage(1);
                }}
                style={{ maxWidth: 200 }}
              >
                <option value="">Tüm ilçeler</option>
                {allTowns.data?.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </Select>
              <Button onClick={() => setDistrictEdit({ open: true, district: null })}>
                <PlusIcon size={18} /> Yeni Bölge
              </Button>
            </Row>
          </Row>
          {districts.isPending ? (
            <LoadingBlock />
          ) : districts.isError ? (
            <ErrorState onRetry={() => void districts.refetch()} />
          ) : districts.data.content.length === 0 ? (
            <EmptyState title="Bölge yok">
              {townFilter ? 'Bu ilçede bölge yok.' : 'Henüz bölge eklenmemiş.'}
            </EmptyState>
          ) : (
            <>
              <TableWrap>
                <Table>
                  <thead>
                    <tr>
                      <th>Bölge</th>
                      <th>İlçe</th>
                      <th>Adres</th>
                      <th>Villa</th>
                      <th aria-label="İşlemler" />
                    </tr>
                  </thead>
                  <tbody>
                    {districts.data.content.map((d) => (
                      <tr key={d.id} data-testid="district-row">
                        <td style={{ fontWeight: 600 }}>{d.name}</td>
                        <td>{d.town_name}</td>
                        <td>/{d.slug}</td>
                        <td>{d.villa_count}</td>
                        <td style={{ textAlign: 'right' }}>
                          <Row $gap="8px" $justify="flex-end">
                            <Button
                              $variant="secondary"
                              $size="sm"
                              onClick={() => setDistrictEdit({ open: true, district: d })}
                            >
                              Düzenle
                            </Button>
                            <ConfirmButton
                              title="Bölgeyi sil"
                              message={`${d.town_name} / ${d.name} bölgesi silinsin mi?`}
                              onConfirm={async () => {
                                try {
                                  await delDistrict.mutateAsync(d.id);
                                  toast('success', 'Bölge silindi.');
                                } catch (err) {
                                  toast('error', apiErrorMessage(err));
                                }
                              }}
                            >
                              Sil
                            </ConfirmButton>
                          </Row>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableWrap>
              <Pagination
                page={districtPage}
                pageSize={PAGE_SIZE.districts}
                total={districts.data.total}
                onPage={setDistrictPage}
              />
            </>
          )}
        </Card>
      </Stack>
      <TownModal
        town={townEdit.town}
        open={townEdit.open}
        onClose={() => setTownEdit({ open: false, town: null })}
      />
      <DistrictModal
        district={districtEdit.district}
        towns={allTowns.data ?? []}
        defaultTown={townFilter}
        open={districtEdit.open}
        onClose={() => setDistrictEdit({ open: false, district: null })}
      />
    </>
  );
}
