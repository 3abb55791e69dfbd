/**
 * Renders a form's layout (`form.layout`): fields where the layout places them, inside rows, cards, tabs and
 * collapses, with group titles, dividers, alerts and texts between them. The fields themselves come from the caller
 * (`renderField`, undefined for a field that does not show), so the form and the detail view lay out alike. A
 * container whose fields all are hidden is left out; tab and collapse panes are rendered even while closed, so every
 * field is mounted and its value and errors stay in the form.
 */
import { Alert, Card, Col, Collapse, Divider, Row, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { layoutFieldNames, partChildren } from '../../core/schema/layout';
import type { Translate } from '../../core/schema/messages';
import type { FormLayoutItem, FormLayoutPart } from '../../core/schema/types';

/** Props of {@link FormLayout}. */
export interface FormLayoutProps {
  items: readonly FormLayoutItem[];
  t: Translate;
  /** A field's element with its span, or undefined when it does not show. */
  renderField(name: string): { node: ReactNode; span: number } | undefined;
  /** Fields the layout does not place, shown after it. */
  rest?: readonly string[];
}

const GUTTER = 16;

/** True when a part holds a field that shows (display parts always show). */
function shows(part: FormLayoutPart, visible: (name: string) => boolean): boolean {
  if (part.kind === 'row' || part.kind === 'card' || part.kind === 'tabs' || part.kind === 'collapse') {
    return layoutFieldNames(partChildren(part)).some(visible);
  }
  return true;
}

/** The layout of a form (see the file header). */
export function FormLayout({ items, t, renderField, rest = [] }: FormLayoutProps) {
  const visible = (name: string) => renderField(name) !== undefined;
  const cells = (list: readonly FormLayoutItem[], path: string): ReactNode[] =>
    list.map((item, index) => {
      const key = `${path}.${index}`;
      if (typeof item === 'string') {
        const field = renderField(item);
        return field ? (
          <Col key={`f:${item}`} span={field.span} data-field={item}>
            {field.node}
          </Col>
        ) : null;
      }
      if (!shows(item, visible)) return null;
      return (
        <Col key={key} span={item.span ?? 24} data-layout={item.kind}>
          {part(item, key)}
        </Col>
      );
    });
  const grid = (list: readonly FormLayoutItem[], path: string) => <Row gutter={GUTTER}>{cells(list, path)}</Row>;
  const part = (item: FormLayoutPart, key: string): ReactNode => {
    switch (item.kind) {
      case 'row':
        return grid(item.children, key);
      case 'card':
        return (
          <Card size="small" title={item.title ? t(item.title) : undefined} style={{ marginBottom: 16 }}>
            {grid(item.children, key)}
          </Card>
        );
      case 'tabs': {
        const panes = item.items.map((pane, index) => ({ pane, index })).filter(({ pane }) => layoutFieldNames(pane.children).some(visible) || pane.children.some((child) => typeof child !== 'string'));
        return (
          <Tabs
            style={{ marginBottom: 16 }}
            items={panes.map(({ pane, index }) => ({ key: String(index), label: t(pane.title), forceRender: true, children: grid(pane.children, `${key}.${index}`) }))}
          />
        );
      }
      case 'collapse': {
        const panes = item.items.map((pane, index) => ({ pane, index }));
        const open = item.accordion ? panes.slice(0, 1) : panes;
        return (
          <Collapse
            style={{ marginBottom: 16 }}
            accordion={item.accordion}
            defaultActiveKey={open.map(({ index }) => String(index))}
            items={panes.map(({ pane, index }) => ({ key: String(index), label: t(pane.title), forceRender: true, children: grid(pane.children, `${key}.${index}`) }))}
          />
        );
      }
      case 'groupTitle':
        return (
          <Typography.Title level={5} className="klx-group-title" style={{ margin: '8px 0 16px', paddingBottom: 8, borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
            {t(item.title)}
          </Typography.Title>
        );
      case 'divider':
        return <Divider>{item.title ? t(item.title) : null}</Divider>;
      case 'alert':
        return <Alert style={{ marginBottom: 16 }} type={item.type ?? 'info'} showIcon title={t(item.title)} description={item.description ? t(item.description) : undefined} />;
      case 'text':
        return <Typography.Paragraph style={{ marginBottom: 16 }}>{t(item.content)}</Typography.Paragraph>;
      default:
        return null;
    }
  };
  return (
    <Row gutter={GUTTER}>
      {cells(items, 'l')}
      {cells(rest, 'r')}
    </Row>
  );
}
