/**
 * A portal on screen (issue 9 §4): its cards in a 24-column grid in their order — a count, a report's chart, the
 * latest records of a model, shortcuts to menu pages, the latest notices. A card whose data the caller may not see
 * says so ("no permission") instead of showing anything; one whose source is gone says that.
 */
import { Card, Col, Empty, List, Result, Row, Spin, Statistic, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MenuItem } from '../../../../runtime/core/contract/session';
import { menuPath } from '../../../../runtime/core/routing/menu-routes';
import { EChart, type ChartData } from './EChart';
import type { PortalAnswer, PortalCardAnswer } from './types';

/** Loads the portal's cards. */
export type PortalLoader = () => Promise<PortalAnswer>;

type ListData = { columns: { prop: string; label: string }[]; list: Record<string, unknown>[] };
type Shortcut = Pick<MenuItem, 'id' | 'fullName' | 'enCode' | 'type' | 'urlAddress' | 'linkTarget' | 'icon'>;
type Notice = { id: string; title: string; releaseTime: number | null };

const pad = (value: number) => String(value).padStart(2, '0');
const dayTime = (value: number) => {
  const date = new Date(value);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

function CardBody({ card }: { card: PortalCardAnswer }) {
  const { t } = useTranslation();
  if (card.state === 'forbidden') return <Result status="403" title={t('board.forbidden')} style={{ padding: 16 }} data-testid="card-forbidden" />;
  if (card.state === 'missing') return <Result status="warning" title={t('board.missing')} style={{ padding: 16 }} data-testid="card-missing" />;
  switch (card.kind) {
    case 'count':
      return <Statistic value={(card.data as { value: number }).value} data-testid="card-count" />;
    case 'chart': {
      const chart = card.data as ChartData;
      return chart.points.length ? <EChart chart={chart} height={260} /> : <Empty description={t('board.noData')} />;
    }
    case 'list': {
      const data = card.data as ListData;
      return (
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={data.list}
          columns={data.columns.map((column) => ({ key: column.prop, dataIndex: column.prop, title: column.label, render: (value: unknown) => (value === null || value === undefined ? '' : String(value)) }))}
          locale={{ emptyText: t('board.noData') }}
        />
      );
    }
    case 'shortcut': {
      const items = (card.data as { list: Shortcut[] }).list;
      if (items.length === 0) return <Empty description={t('board.noShortcuts')} />;
      return (
        <List
          size="small"
          dataSource={items}
          renderItem={(item) => {
            const path = menuPath(item);
            return <List.Item data-testid="card-shortcut">{path ? <Link to={path}>{item.fullName}</Link> : item.fullName}</List.Item>;
          }}
        />
      );
    }
    case 'notice': {
      const items = (card.data as { list: Notice[] }).list;
      if (items.length === 0) return <Empty description={t('board.noNotices')} />;
      return <List size="small" dataSource={items} renderItem={(item) => <List.Item data-testid="card-notice" extra={item.releaseTime ? dayTime(item.releaseTime) : ''}>{item.title}</List.Item>} />;
    }
    default:
      return null;
  }
}

/** The portal: its cards in a grid. */
export function PortalView({ load, showTitle = false }: { load: PortalLoader; showTitle?: boolean }) {
  const [answer, setAnswer] = useState<PortalAnswer | undefined>();
  const [failed, setFailed] = useState<string | undefined>();
  useEffect(() => {
    let live = true;
    load()
      .then((data) => live && setAnswer(data))
      .catch((error: unknown) => live && setFailed(error instanceof Error ? error.message : String(error)));
    return () => {
      live = false;
    };
  }, [load]);
  if (failed) return <Result status="warning" title={failed} data-testid="portal-failed" />;
  if (!answer) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return (
    <div data-testid="portal-view" data-portal-id={answer.id}>
      {showTitle ? <h2 style={{ margin: '0 0 12px' }}>{answer.fullName}</h2> : null}
      <Row gutter={[16, 16]}>
        {answer.cards.map((card) => (
          <Col key={card.id} xs={24} md={card.span}>
            <Card size="small" title={card.title} data-testid="portal-card" data-card-id={card.id} data-card-kind={card.kind} data-card-state={card.state} style={{ height: '100%' }}>
              <CardBody card={card} />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
