import { useState } from 'react';
import styled from 'styled-components';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useQuery } from '@tanstack/react-query';
import { apiErrorMessage } from '@villa/shared/api/client';
import { endpointQuery } from '@villa/shared/api/request';
import type { DocumentItem } from '@villa/shared/contracts/documents';
import { createDocument, deleteDocument, listDocuments } from '@villa/shared/contracts/routes/documents';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { AreaNav } from '@villa/shared/ui/area-nav';
import { Button, IconButton } from '@villa/shared/ui/button';
import { Badge, EmptyState } from '@villa/shared/ui/feedback';
import { Field, Input } from '@villa/shared/ui/form';
import { DocumentIcon, PlusIcon } from '@villa/shared/ui/icons';
import { QueryView } from '@villa/shared/ui/query-view';
import { Card, PageHeader, Row } from '@villa/shared/ui/layout';
import { ConfirmDialog } from '@villa/shared/ui/confirm-dialog';
import { Modal } from '@villa/shared/ui/modal';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';
import { FilePicker } from '../../../components/file-picker';
import { WEBSITE_TABS } from '../../../components/website-tabs';
import { DOCUMENT_TYPES } from '../../../lib/upload-content';
import { useOrderDocuments } from '../api/order-documents';

const ErrorText = styled.p`
  margin: 6px 0 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
const Item = styled.li<{ $dragging: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme, $dragging }) => ($dragging ? theme.shadow.lg : 'none')};
  .thumb {
    width: 56px;
    height: 56px;
    border-radius: 8px;
    background: ${({ theme }) => theme.color.surfaceAlt};
    display: grid;
    place-items: center;
    overflow: hidden;
    flex-shrink: 0;
  }
  .thumb img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .title {
    flex: 1;
    min-width: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .handle {
    cursor: grab;
    touch-action: none;
    font-size: 18px;
  }
`;

function SortableDocument({ doc, onDelete }: { doc: DocumentItem; onDelete: () => void }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: doc.id,
  });
  return (
    <Item
      ref={setNodeRef}
      $dragging={isDragging}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="document-row"
    >
      <IconButton
        className="handle"
        aria-label={`${doc.title} sırasını değiştir`}
        {...attributes}
        {...listeners}
      >
        ⠿
      </IconButton>
      <div className="thumb" aria-hidden="true">
        {doc.kind === 'image' ? <img src={doc.fileUrl} alt="" /> : <DocumentIcon size={26} />}
      </div>
      <span className="title">{doc.title}</span>
      <Badge $tone={doc.kind === 'pdf' ? 'danger' : 'info'}>{doc.kind === 'pdf' ? 'PDF' : 'Görsel'}</Badge>
      <a href={doc.fileUrl} target="_blank" rel="noopener noreferrer">
        Aç
      </a>
      <Button $variant="ghost" $size="sm" onClick={onDelete}>
        Sil
      </Button>
    </Item>
  );
}

function NewDocumentModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useAdminMutation(createDocument, {
    invalidates: [listDocuments],
    success: 'Belge eklendi.',
  });
  const [title, setTitle] = useState('');
  const [fileUrl, setFileUrl] = useState('');
  const [errors, setErrors] = useState<{ title?: string; file?: string }>({});

  const close = () => {
    setTitle('');
    setFileUrl('');
    setErrors({});
    onClose();
  };
  const submit = async () => {
    const next: typeof errors = {};
    if (title.trim().length < 2) next.title = 'Belge başlığı en az 2 karakter olmalıdır.';
    if (!fileUrl) next.file = 'Önce belge dosyasını yükleyin.';
    setErrors(next);
    if (next.title || next.file) return;
    if (await create.run({ body: { title: title.trim(), fileUrl } })) close();
  };

  return (
    <Modal title="Yeni Belge" open={open} onClose={close}>
      <form
        noValidate
        aria-label="Belge formu"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field label="Başlık" error={errors.title} hint="Örn. TÜRSAB Belgesi, Turizm İşletme Belgesi">
          <Input value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
        </Field>
        <div style={{ marginTop: 16 }}>
          <FilePicker
            caption="Dosya (PDF veya görsel, en fazla 10 MB)"
            label="Belge dosyası"
            value={fileUrl}
            accept={DOCUMENT_TYPES}
            preview="file"
            onChange={setFileUrl}
          />
          {errors.file ? <ErrorText role="alert">{errors.file}</ErrorText> : null}
        </div>
        <Row $justify="flex-end" style={{ marginTop: 24 }}>
          <Button $variant="secondary" onClick={close}>
            Vazgeç
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Kaydediliyor…' : 'Kaydet'}
          </Button>
        </Row>
      </form>
    </Modal>
  );
}

/** Website → Belgeler (desktop-only menu entry): upload, reorder by drag or keyboard, delete. */
export function DocumentsScreen() {
  const documents = useQuery(endpointQuery(listDocuments));
  const { data } = documents;
  const order = useOrderDocuments();
  const remove = useAdminMutation(deleteDocument, {
    invalidates: [listDocuments],
    success: 'Belge silindi.',
  });
  const { toast } = useShellServices();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<DocumentItem | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!data || !over || active.id === over.id) return;
    const from = data.findIndex((d) => d.id === active.id);
    const to = data.findIndex((d) => d.id === over.id);
    const ids = arrayMove(data, from, to).map((d) => d.id);
    try {
      await order.mutateAsync({ body: { ids } });
      toast('success', 'Sıralama kaydedildi.');
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  };

  return (
    <>
      <PageHeader
        title="Belgeler"
        description="Acente belgeleri ve sertifikalar; burada verdiğiniz sırayla Belgelerimiz sayfasında gösterilir."
        actions={
          <Button onClick={() => setCreating(true)}>
            <PlusIcon size={18} /> Yeni Belge
          </Button>
        }
      />
      <AreaNav tabs={WEBSITE_TABS} label="Website menüsü" />
      <Card>
        <QueryView query={documents}>
          {(data) =>
            data.length === 0 ? (
              <EmptyState title="Henüz belge yok">
                TÜRSAB belgesi gibi resmi belgelerinizi PDF veya görsel olarak ekleyin.
              </EmptyState>
            ) : (
              <>
                <p style={{ marginTop: 0, opacity: 0.75, fontSize: 13 }}>
                  Sırayı değiştirmek için ⠿ tutamağını sürükleyin ya da tutamağa odaklanıp boşluk ve ok
                  tuşlarını kullanın.
                </p>
                <DndContext
                  sensors={sensors}
                  collisionDetection={closestCenter}
                  onDragEnd={(e) => void onDragEnd(e)}
                >
                  <SortableContext items={data.map((d) => d.id)} strategy={verticalListSortingStrategy}>
                    <List aria-label="Belgeler">
                      {data.map((d) => (
                        <SortableDocument key={d.id} doc={d} onDelete={() => setDeleting(d)} />
                      ))}
                    </List>
                  </SortableContext>
                </DndContext>
              </>
            )
          }
        </QueryView>
      </Card>
      <NewDocumentModal open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Belgeyi sil"
        onConfirm={() => deleting && remove.run({ params: { id: deleting.id } })}
        onClose={() => setDeleting(null)}
      >
        <strong>{deleting?.title}</strong> belgesi ve dosyası kalıcı olarak silinecek. Emin misiniz?
      </ConfirmDialog>
    </>
  );
}
