/**
 * The data-interface call log (spec 03 §7: `GET /api/system/DataInterfaceLog/{id}`): each call's time, caller,
 * address, duration, rows and outcome, newest first, 20 a page. The "log" row action opens it.
 */
import { Modal, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { pathSegment } from '../../../runtime/core/routing/path-segment';
import { useHost } from '../../../runtime/react/host';
import type { RowActionDialogProps } from '../../../runtime/react/registry';

/** The dialog's width. */
export const LOG_WIDTH = 1000;

/** One logged call as the server answers it. */
export interface LogRow {
  id: string;
  invokTime: number;
  userName: string;
  invokIp: string;
  invokWasteTime: number;
  caller: string;
  rowCount: number;
  success: number;
  error: string;
}

const PAGE_SIZE = 20;

/** Shows an interface's calls (open while rendered). */
export function LogDialog({ t, recordId, onClose }: RowActionDialogProps) {
  const host = useHost();
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<{ list: LogRow[]; total: number }>({ list: [], total: 0 });
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    setLoading(true);
    host.data
      .request<{ list: LogRow[]; pagination: { total: number } }>('GET', `/api/system/DataInterfaceLog/${pathSegment(recordId)}?currentPage=${page}&pageSize=${PAGE_SIZE}`)
      .then((data) => live && setAnswer({ list: data?.list ?? [], total: data?.pagination?.total ?? 0 }))
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [host, recordId, page]);

  return (
    <Modal open title={t('dataInterface.log')} width={LOG_WIDTH} destroyOnHidden footer={null} onCancel={onClose}>
      <Table<LogRow>
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={answer.list}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: answer.total, showSizeChanger: false, onChange: setPage }}
        columns={[
          { key: 'invokTime', title: t('dataInterface.logTime'), dataIndex: 'invokTime', width: 170, render: (value: number) => new Date(value).toLocaleString() },
          { key: 'userName', title: t('dataInterface.logUser'), dataIndex: 'userName', width: 110 },
          { key: 'invokIp', title: t('dataInterface.logIp'), dataIndex: 'invokIp', width: 120 },
          { key: 'caller', title: t('dataInterface.logCaller'), dataIndex: 'caller', width: 90 },
          { key: 'invokWasteTime', title: t('dataInterface.logDuration'), dataIndex: 'invokWasteTime', width: 100 },
          { key: 'rowCount', title: t('dataInterface.logRows'), dataIndex: 'rowCount', width: 80 },
          {
            key: 'success',
            title: t('dataInterface.logResult'),
            dataIndex: 'success',
            render: (value: number, row) => (value === 1 ? <Tag color="success">{t('dataInterface.logSuccess')}</Tag> : <Tag color="error" title={row.error}>{t('dataInterface.logFailure')}</Tag>),
          },
        ]}
      />
    </Modal>
  );
}
