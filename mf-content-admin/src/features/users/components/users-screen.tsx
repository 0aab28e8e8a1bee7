import { useState } from 'react';
import { useSearchParams } from '@villa/shared/parcel/router';
import { apiErrorMessage } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import { ROLES, ROLE_LABELS, type Role } from '@villa/shared/contracts/roles';
import type { UserRow } from '@villa/shared/contracts/users';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { Badge, EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Select, Toggle } from '@villa/shared/ui/form';
import { PlusIcon } from '@villa/shared/ui/icons';
import { Card, PageHeader, Row } from '@villa/shared/ui/layout';
import { Pagination, Table, TableWrap } from '@villa/shared/ui/table';
import { useUsers } from '../api/get-users';
import { useSetUserActivity } from '../api/set-user-activity';
import { UserFormModal } from './user-form-modal';

const dateFormat = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short' });

function roleLabel(role: string): string {
  return (ROLES as readonly string[]).includes(role) ? ROLE_LABELS[role as Role] : role;
}

/** 'Kullanıcılar': list 10 a page with a role filter, create, edit and activity toggle. */
export function UsersScreen() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const role = params.get('role') ?? '';
  const { data, isPending, isError, refetch, isFetching } = useUsers({ page, role });
  const activity = useSetUserActivity();
  const { toast } = useShellServices();
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [formOpen, setFormOpen] = useState(false);

  const setFilter = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    setParams(merged);
  };

  const toggleActivity = async (user: UserRow, active: boolean) => {
    try {
      await activity.mutateAsync({ id: user.id, active });
      toast('success', active ? 'Kullanıcı aktifleştirildi.' : 'Kullanıcı pasifleştirildi.');
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  };

  return (
    <>
      <PageHeader
        title="Kullanıcılar"
        description="Yönetici ve ev sahibi hesaplarını yönetin."
        actions={
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            <PlusIcon size={18} /> Yeni Kullanıcı
          </Button>
        }
      />
      <Card>
        <Row $wrap style={{ marginBottom: 16 }}>
          <label htmlFor="role-filter" style={{ fontWeight: 600 }}>
            Rol
          </label>
          <Select
            id="role-filter"
            style={{ maxWidth: 220 }}
            value={role}
            onChange={(e) => setFilter({ role: e.target.value, page: '' })}
          >
            <option value="">Tümü</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </Select>
          {isFetching && !isPending ? <span style={{ opacity: 0.7 }}>Güncelleniyor…</span> : null}
        </Row>
        {isPending ? (
          <LoadingBlock />
        ) : isError ? (
          <ErrorState onRetry={() => void refetch()} />
        ) : data.content.length === 0 ? (
          <EmptyState title="Kullanıcı bulunamadı">
            {role ? 'Bu role sahip kullanıcı yok.' : 'Henüz kullanıcı eklenmemiş.'}
          </EmptyState>
        ) : (
          <>
            <TableWrap>
              <Table>
                <thead>
                  <tr>
                    <th>Ad Soyad</th>
                    <th>E-posta</th>
                    <th>Telefon</th>
                    <th>Rol</th>
                    <th>Son giriş</th>
                    <th>Aktif</th>
                    <th aria-label="İşlemler" />
                  </tr>
                </thead>
                <tbody>
                  {data.content.map((u) => {
                    const name = `${u.UserDetail.firstName} ${u.UserDetail.lastName}`;
                    return (
                      <tr key={u.id} data-testid="user-row">
                        <td style={{ fontWeight: 600 }}>{name}</td>
                        <td>{u.email}</td>
                        <td>{u.phone || '—'}</td>
                        <td>
                          <Badge $tone={u.role === 'ADMIN' ? 'info' : 'neutral'}>{roleLabel(u.role)}</Badge>
                        </td>
                        <td>{u.lastLoginAt ? dateFormat.format(new Date(u.lastLoginAt)) : '—'}</td>
                        <td>
                          <Toggle
                            checked={u.active}
                            disabled={activity.isPending}
                            onChange={(v) => void toggleActivity(u, v)}
                            label={`${name} aktif`}
                            hideLabel
                          />
                        </td>
                        <td style={{ textAlign: 'right' }}>
                          <Button
                            $variant="secondary"
                            $size="sm"
                            onClick={() => {
                              setEditing(u);
                              setFormOpen(true);
                            }}
                          >
                            Düzenle
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </Table>
            </TableWrap>
            <Pagination
              page={page}
              pageSize={PAGE_SIZE.users}
              total={data.total}
              onPage={(p) => setFilter({ page: p > 1 ? String(p) : '' })}
            />
          </>
        )}
      </Card>
      <UserFormModal user={editing} open={formOpen} onClose={() => setFormOpen(false)} />
    </>
  );
}
