/** Lays a form's fields out on antd's 24-column grid, each field taking its `span` (default the full row). */
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { Col, Row } from 'antd';

/** The object template of schema forms. */
export function GridObjectTemplate(props: ObjectFieldTemplateProps) {
  return (
    <Row gutter={16}>
      {props.properties
        .filter((element) => !element.hidden)
        .map((element) => {
          const props = element.content.props as { uiSchema?: Record<string, unknown> };
          const options = (props.uiSchema?.['ui:options'] ?? {}) as { span?: number };
          return (
            <Col key={element.name} span={options.span ?? 24} data-field={element.name}>
              {element.content}
            </Col>
          );
        })}
    </Row>
  );
}
