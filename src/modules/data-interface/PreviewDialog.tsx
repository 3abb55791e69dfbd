/**
 * The data-interface test dialog (spec 03 §7 "Data interfaces": `/{id}/Actions/Preview`): the interface's declared
 * parameters (`GET /GetParam/{id}`) as inputs filled with their defaults, a run button, and the rows answered as a
 * table (at most the server's row cap). A refusal (a writing statement, a host not listed, a bad value) shows the
 * server's message through the data provider and leaves the dialog open. The "preview" row action opens it.
 */
import { Button, Empty, Form, Input, Modal, Space, Table, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { pathSegment } from '../../../runtime/core/routing/path-segment';
import { useHost } from '../../../runtime/react/host';
import type { RowActionDialogProps } from '../../../runtime/react/registry';

/** The dialog's width. */
export const PREVIEW_WIDTH = 1000;

interface Param {
  field: string;
  dataType: string;
  defaultValue: string;
  required: boolean;
}

type Row = Record<string, unknown>;

const cell = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** Runs a data interface with chosen parameter values (open while rendered). */
export function PreviewDialog({ schema, t, recordId, onClose }: RowActionDialogProps) {
  const host = useHost();
  const base = `${schema.resource.api}`;
  const [params, setParams] = useState<Param[] | undefined>();
  const [values, setValues] = useState<Record<string, string>>({});
  const [rows, setRows] = useState<Row[] | undefined>();
  const [running, setRunning] = useState(false);

  useEffect(() => {
    let live = true;
    host.data
      .request<Param[]>('GET', `${base}/GetParam/${pathSegment(recordId)}`)
      .then((list) => {
        if (!live) return;
        const declared = Array.isArray(list) ? list : [];
        setParams(declared);
        setValues(Object.fromEntries(declared.map((param) => [param.field, param.defaultValue ?? ''])));
      })
      .catch(() => live && setParams([]));
    return () => {
      live = false;
    };
  }, [host, base, recordId]);

  const run = async () => {
    setRunning(true);
    try {
      const answer = await host.data.request<{ list: Row[] }>('POST', `${base}/${pathSegment(recordId)}/Actions/Preview`, {
        paramList: (params ?? []).map((param) => ({ field: param.field, defaultValue: values[param.field] ?? '' })),
      });
      setRows(Array.isArray(answer?.list) ? answer.list : []);
    } catch {
      // The data provider has shown the refusal; the dialog stays open.
    } finally {
      setRunning(false);
    }
  };

  const columns = useMemo(() => {
    const keys = new Set<string>();
    for (const row of (rows ?? []).slice(0, 100)) for (const key of Object.keys(row)) keys.add(key);
    return [...keys].map((key) => ({ key, dataIndex: key, title: key, ellipsis: true, render: (value: unknown) => cell(value) }));
  }, [rows]);

  return (
    <Modal open title={t('dataInterface.preview')} width={PREVIEW_WIDTH} destroyOnHidden footer={<Button onClick={onClose}>{t('dataInterface.close')}</Button>} onCancel={onClose}>
      <Space direction="vertical" style={{ width: '100%' }}>
        {params && params.length > 0 ? (
          <Form layout="inline">
            {params.map((param) => (
              <Form.Item key={param.field} label={param.field} required={param.required}>
                <Input aria-label={param.field} value={values[param.field] ?? ''} onChange={(event) => setValues((current) => ({ ...current, [param.field]: event.target.value }))} />
              </Form.Item>
            ))}
          </Form>
        ) : null}
        <Button type="primary" loading={running} disabled={!params} onClick={() => void run()}>
          {t('dataInterface.run')}
        </Button>
        {rows === undefined ? null : rows.length === 0 ? (
          <Empty />
        ) : (
          <>
            <Typography.Text type="secondary">{t('dataInterface.rowCount', { count: rows.length })}</Typography.Text>
            <Table<Row> size="small" rowKey={(_row, index) => String(index)} columns={columns} dataSource={rows} scroll={{ x: true, y: 400 }} pagination={{ pageSize: 20, showSizeChanger: false }} />
          </>
        )}
      </Space>
    </Modal>
  );
}
