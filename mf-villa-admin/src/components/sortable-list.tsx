import type { ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
  rectSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

interface SortableProps<T> {
  items: T[];
  getId: (item: T) => number;
  onReorder: (next: T[]) => void;
  /** Grid for image tiles, list for rows. */
  layout?: 'list' | 'grid';
  children: (item: T, handle: HandleProps) => ReactNode;
  disabled?: boolean;
}

export interface HandleProps {
  setNodeRef: (el: HTMLElement | null) => void;
  style: React.CSSProperties;
  /** Spread on the drag handle (also keyboard: space, arrows, space). */
  handle: Record<string, unknown>;
  isDragging: boolean;
}

function Item<T>({
  id,
  item,
  render,
  disabled,
}: {
  id: number;
  item: T;
  render: SortableProps<T>['children'];
  disabled?: boolean;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: !!disabled,
  });
  return render(item, {
    setNodeRef,
    style: {
      transform: CSS.Transform.toString(transform),
      transition,
      opacity: isDragging ? 0.6 : 1,
      zIndex: isDragging ? 2 : undefined,
      position: 'relative',
    },
    handle: { ...attributes, ...listeners },
    isDragging,
  });
}

/** Drag to reorder (mouse, touch and keyboard) with @dnd-kit. */
export function SortableList<T>({
  items,
  getId,
  onReorder,
  layout = 'list',
  children,
  disabled,
}: SortableProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const onDragEnd = (e: DragEndEvent) => {
    const { active, over } = e;
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(items, from, to));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext
        items={ids}
        strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}
      >
        {items.map((item) => (
          <Item key={getId(item)} id={getId(item)} item={item} render={children} disabled={disabled} />
        ))}
      </SortableContext>
    </DndContext>
  );
}
