/**
 * Lays a form's fields out on antd's 24-column grid, each field taking its `span` (default the full row). When the
 * form declares a layout (`form.layout`, passed on the root's `ui:options`), the fields go where it places them,
 * inside its containers (FormLayout.tsx); fields it does not place follow.
 */
import { shallowEquals, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { Col, Row } from 'antd';
import { memo, type ReactElement } from 'react';
import { layoutFieldNames } from '../../core/schema/layout';
import type { FormLayoutItem } from '../../core/schema/types';
import { schemaFormContext } from './form-context';
import { FormLayout } from './FormLayout';

/** The span a field's uiSchema gives it. */
function spanOf(element: ObjectFieldTemplateProps['properties'][number]): number {
  const props = element.content.props as { uiSchema?: Record<string, unknown> };
  const options = (props.uiSchema?.['ui:options'] ?? {}) as { span?: number };
  return options.span ?? 24;
}

/** Props of {@link GridCell}. */
interface GridCellProps {
  name: string;
  span: number;
  content: ReactElement;
}

/**
 * One field's grid cell. It re-renders only when its field's element would (rjsf memoises each property on shallowly
 * equal props): antd's Col costs its style hooks on every render, and a keystroke re-renders the object template,
 * which on a 200-field form re-rendered 200 cells (issue 13).
 */
const GridCell = memo(
  function GridCell({ name, span, content }: GridCellProps) {
    return (
      <Col span={span} data-field={name}>
        {content}
      </Col>
    );
  },
  (previous, next) =>
    previous.name === next.name && previous.span === next.span && previous.content.type === next.content.type && previous.content.key === next.content.key && shallowEquals(previous.content.props, next.content.props),
);

/** The object template of schema forms. */
export function GridObjectTemplate(props: ObjectFieldTemplateProps) {
  const shown = props.properties.filter((element) => !element.hidden);
  const layout = (props.uiSchema?.['ui:options'] as { layout?: FormLayoutItem[] } | undefined)?.layout;
  if (layout) {
    const byName = new Map(shown.map((element) => [element.name, element]));
    const placed = new Set(layoutFieldNames(layout));
    const { t } = schemaFormContext(props.registry.formContext);
    return (
      <FormLayout
        items={layout}
        t={t}
        rest={shown.map((element) => element.name).filter((name) => !placed.has(name))}
        renderField={(name) => {
          const element = byName.get(name);
          return element ? { node: element.content, span: spanOf(element) } : undefined;
        }}
      />
    );
  }
  return (
    <Row gutter={16}>
      {shown.map((element) => (
        <GridCell key={element.name} name={element.name} span={spanOf(element)} content={element.content} />
      ))}
    </Row>
  );
}
