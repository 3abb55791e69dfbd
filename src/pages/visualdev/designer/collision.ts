/** How the designers' canvases find the drop target under a drag. */
import { closestCenter, pointerWithin, type CollisionDetection } from '@dnd-kit/core';

/** The innermost droppable under the pointer; the nearest one for the keyboard. */
export const designerCollision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  if (within.length === 0) return closestCenter(args);
  const area = (id: string | number) => {
    const rect = args.droppableRects.get(id);
    return rect ? rect.width * rect.height : Number.POSITIVE_INFINITY;
  };
  return [...within].sort((a, b) => area(a.id) - area(b.id));
};
