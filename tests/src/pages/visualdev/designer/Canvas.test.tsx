// @vitest-environment jsdom
/**
 * The designer's canvas lays the form out on its 24-column grid (issue 9): half-width fields share a row as in the
 * rendered form, a field without a span takes the row, a container holds its own grid, and a sub-table's columns
 * stay one per row.
 */
import { DndContext } from '@dnd-kit/core';
import { render, screen } from '@testing-library/react';
import type { DefinitionField } from '../../../../../runtime/core/lowcode/definition';
import { withNodeIds } from '../../../../../runtime/core/lowcode/designer-state';
import { DEMO_REQUISITION_FORM } from '../../../../../server/db/seed/demo-models';
import { Canvas } from '../../../../../src/pages/visualdev/designer/Canvas';

const fieldsOf = () => withNodeIds({ formData: structuredClone(DEMO_REQUISITION_FORM) as never, columnData: {} }).formData.fields;

const nodeOf = (label: string) => screen.getByText(label).closest<HTMLElement>('[data-testid^="canvas-node-"]')!;

describe('designer canvas grid', () => {
  it('gives each node the grid columns of its span', () => {
    const fields = fieldsOf();
    render(
      <DndContext>
        <Canvas fields={fields} actions={{ selected: null, select: () => undefined, remove: () => undefined }} onBackground={() => undefined} />
      </DndContext>,
    );
    const root = screen.getByTestId('canvas-grid-root');
    expect(root.style.display).toBe('grid');
    expect(root.style.gridTemplateColumns).toBe('repeat(24, minmax(0, 1fr))');
    // Bill number and date at 12: side by side; the show-rule note without a span: the whole row.
    expect(nodeOf('单据编号').style.gridColumn).toBe('span 12');
    expect(nodeOf('领用日期').style.gridColumn).toBe('span 12');
    expect(nodeOf('紧急说明').style.gridColumn).toBe('span 24');
    expect(nodeOf('合计金额').dataset.span).toBe('12');
    // The row holds its own grid, and takes the whole row of the form.
    const row = document.querySelector<HTMLElement>('[data-kind="row"]')!;
    expect(row.style.gridColumn).toBe('span 24');
    expect(row.querySelector('[data-testid^="canvas-grid-"]')).not.toBeNull();
    // A sub-table's columns are one per row.
    expect(nodeOf('数量').style.gridColumn).toBe('span 24');
  });

  it('follows a span changed in the definition', () => {
    const fields = fieldsOf();
    const actions = { selected: null, select: () => undefined, remove: () => undefined };
    const view = render(
      <DndContext>
        <Canvas fields={fields} actions={actions} onBackground={() => undefined} />
      </DndContext>,
    );
    const changed = structuredClone(fields) as DefinitionField[];
    changed[0]!.__config__.children![2]!.__config__.span = 8;
    view.rerender(
      <DndContext>
        <Canvas fields={changed} actions={actions} onBackground={() => undefined} />
      </DndContext>,
    );
    expect(nodeOf('申请事由').style.gridColumn).toBe('span 8');
  });
});
