import { useState } from 'react';
import styled from 'styled-components';
import { useSearchParams } from '@villa/shared/parcel/router';
import { apiErrorMessage } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import { ROLES, ROLE_LABELS, type Role } from '@villa/shared/contracts/roles';
import type { UserRow } from '@villa/shared/contracts/users';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { useSession } from '@villa/shared/stores/session';
import { Button } from '@villa/shared/ui/button';
import { Badge, EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Select, Toggle } from '@villa/shared/ui/form';
import { PlusIcon } from '@villa/shared/ui/icons';
import { Card, PageHeader, Row } from '@villa/shared/ui/layout';
import { Pagination, Table, TableWrap } from '@villa/shared/ui/table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useUsers } from '../api/get-users';
import { useRevokeUserSessions } from '../api/revoke-user-sessions';
import { useSetUserActivity } from '../api/set-user-activity';
import { useUnlockUser } from '../api/unlock-user';
import { UserFormModal } from './user-form-modal';

const dateFormat = new Intl.DateTimeFormat('tr-TR', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Istanbul',
});

/** The page load after signing oneself out, behind an object so tests can observe it. */
export const signedOutNavigation = {
  go: (url: string): void => window.location.assign(url),
};

const LockNote = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  margin-top: 4px;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A lock that still holds: its end, else null. */
function activeLock(user: UserRow): Date | null {
  const until = user.lockedUntil ? new Date(user.lockedUntil) : null;
  return until && until.getTime() > Date.now() ? until : null;
}

function roleLabel(role: string): string {
  return (ROLES as readonly string[]).includes(role) ? ROLE_LABELS[role as Role] : role;
}

/**
 * 'Kullanıcılar': list 10 a page with a role filter, create, edit and activity toggle; locked
 * accounts ('Kilitli') can be unlocked, and every session of a user can be closed.
 */
export function UsersScreen() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const role = params.get('role') ?? '';
  const { data, isPending, isError, refetch, isFetching } = useUsers({ page, role });
  const activity = useSetUserActivity();
  const unlock = useUnlockUser();
  const revoke = useRevokeUserSessions();
  const myId = useSession((s) => s.id);
  const { toast } = useShellServices();
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [revoking, setRevoking] = useState<UserRow | null>(null);

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

  const unlockUser = async (user: UserRow) => {
    try {
      await unlock.mutateAsync(user.id);
      toast('success', 'Hesabın kilidi açıldı.');
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  };

  const confirmRevoke = async () => {
    if (!revoking) return;
    const self = revoking.id === myId;
    try {
      await revoke.mutateAsync(revoking.id);
      setRevoking(null);
      if (self) {
        // This browser's token was one of them: sign out here too (SPEC §4: go to /).
        useSession.getState().clear();
        signedOutNavigation.go('/');
        return;
      }
      toast('success', 'Kullanıcının tüm oturumları kapatıldı.');
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
                    const lockedUntil = activeLock(u);
                    return (
                      <tr key={u.id} data-testid="user-row">
                        <td>
                          <strong>{name}</strong>
                          {lockedUntil ? (
                            <LockNote>
                              <Badge $tone="danger">Kilitli</Badge>
                              <span>{dateFormat.format(lockedUntil)} tarihine kadar</span>
                            </LockNote>
                          ) : null}
                        </td>
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
                        <td>
                          <Row $justify="flex-end" $gap="6px">
                            {lockedUntil ? (
                              <Button
                                $variant="secondary"
                                $size="sm"
                                disabled={unlock.isPending}
                                onClick={() => void unlockUser(u)}
                              >
                                Kilidi aç
                              </Button>
                            ) : null}
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
                            <Button $variant="ghost" $size="sm" onClick={() => setRevoking(u)}>
                              Tüm oturumları kapat
                            </Button>
                          </Row>
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
      <ConfirmDialog
        open={revoking !== null}
        title="Tüm oturumları kapat"
        confirmLabel="Oturumları kapat"
        busy={revoke.isPending}
        onConfirm={() => void confirmRevoke()}
        onClose={() => setRevoking(null)}
      >
        <strong>{revoking ? `${revoking.UserDetail.firstName} ${revoking.UserDetail.lastName}` : ''}</strong>{' '}
        kullanıcısının açık olan bütün oturumları kapatılacak; devam etmek için yeniden giriş yapması
        gerekecek.
        {revoking && revoking.id === myId ? (
          <p style={{ marginTop: 12, fontWeight: 600 }}>
            Bu sizin hesabınız: bu tarayıcıdaki oturumunuz da kapanacak ve çıkış yapacaksınız.
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
