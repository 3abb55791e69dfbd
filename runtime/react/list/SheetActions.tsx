/**
 * The list's spreadsheet actions (`exportSheet`, `importSheet`; resource.spreadsheet): the export dialog — this
 * page or all records, over the chosen columns the user sees — and the import dialog of spec 02 "Bulk import
 * dialog" in three steps: upload (xls/xlsx under 500 KB, with the template to download), preview (delete rows) and
 * the result (counts, the failed rows with their reason, and their sheet). The server builds and reads the
 * workbooks, so the browser loads no spreadsheet library; files come back as links the host downloads.
 */
import { Button, Checkbox, Input, Modal, Radio, Result, Space, Steps, Table, Upload } from 'antd';
import { useMemo, useState } from 'react';
import { refuseFile } from '../../core/files/rules';
import type { Translate } from '../../core/schema/messages';
import type { ScreenSchema } from '../../core/schema/types';
import { useHost, type Row } from '../host';

/** A link the server answers for a generated file. */
interface FileLink {
  name: string;
  url: string;
}

/** Props of {@link ExportSheetButton}. */
export interface ExportSheetProps {
  schema: ScreenSchema;
  t: Translate;
  /** The columns the user sees, by field, with their labels. */
  columns: { field: string; label: string }[];
  /** The list's current query (this page, keyword, the search fields' values as `queryJson`). */
  query: { currentPage: number; pageSize: number; keyword: string; queryJson?: string };
}

/** The export button and its dialog. */
export function ExportSheetButton({ schema, t, columns, query }: ExportSheetProps) {
  const host = useHost();
  const [open, setOpen] = useState(false);
  const [dataType, setDataType] = useState<0 | 1>(0);
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (chosen.length === 0) {
      host.notify.error(t('sheet.chooseColumns'));
      return;
    }
    setBusy(true);
    try {
      const link = await host.data.request<FileLink>('POST', `${schema.resource.api}/Actions/Export`, { dataType, selectKey: chosen.join(','), ...query });
      host.download(link.url);
      setOpen(false);
    } catch {
      // The host showed the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        data-action="exportSheet"
        onClick={() => {
          setChosen(columns.map((column) => column.field));
          setOpen(true);
        }}
      >
        {t('common.export')}
      </Button>
      <Modal open={open} title={t('sheet.exportTitle')} width={600} onCancel={() => setOpen(false)} onOk={() => void run()} confirmLoading={busy} okText={t('common.export')} cancelText={t('common.cancel')} destroyOnHidden>
        <Space direction="vertical" style={{ width: '100%' }} data-testid="export-sheet-dialog">
          <Radio.Group value={dataType} onChange={(event) => setDataType(event.target.value as 0 | 1)}>
            <Radio value={0}>{t('sheet.currentPage')}</Radio>
            <Radio value={1}>{t('sheet.allData')}</Radio>
          </Radio.Group>
          <div>{t('sheet.columns')}</div>
          <Checkbox.Group value={chosen} onChange={(values) => setChosen(values as string[])} options={columns.map((column) => ({ value: column.field, label: column.label }))} />
        </Space>
      </Modal>
    </>
  );
}

/** What an import answers. */
interface ImportResult {
  resultType: number;
  snum: number;
  fnum: number;
  failResult: (Row & { errorsInfo: string })[];
}

/** Props of {@link ImportSheetButton}. */
export interface ImportSheetProps {
  schema: ScreenSchema;
  t: Translate;
  /** Reloads the list (on closing after an import). */
  onImported(): void;
}

/** The import button and its three-step dialog. */
export function ImportSheetButton({ schema, t, onImported }: ImportSheetProps) {
  const host = useHost();
  const api = schema.resource.api;
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<{ name: string; fileId: string } | undefined>();
  const [preview, setPreview] = useState<{ headerRow: { id: string; fullName: string }[]; dataRow: Row[] } | undefined>();
  const [result, setResult] = useState<ImportResult | undefined>();
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setStep(0);
    setFile(undefined);
    setPreview(undefined);
    setResult(undefined);
  };
  const close = () => {
    setOpen(false);
    if (result) onImported();
    reset();
  };
  const withBusy = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // The host showed the server's message.
    } finally {
      setBusy(false);
    }
  };
  const next = () =>
    withBusy(async () => {
      if (step === 0) {
        if (!file) {
          host.notify.error(t('sheet.uploadFirst'));
          return;
        }
        const answer = await host.data.request<{ headerRow: { id: string; fullName: string }[]; dataRow: Row[] }>('GET', `${api}/ImportPreview`, { fileName: file.fileId });
        setPreview({ headerRow: answer.headerRow, dataRow: answer.dataRow.map((row, index) => ({ ...row, __key: index })) });
        setStep(1);
        return;
      }
      const rows = (preview?.dataRow ?? []).map(({ __key: _key, ...row }) => row);
      if (rows.length === 0) {
        host.notify.error(t('sheet.empty'));
        return;
      }
      setResult(await host.data.request<ImportResult>('POST', `${api}/ImportData`, { list: rows }));
      setStep(2);
    });

  const headerColumns = useMemo(() => (preview?.headerRow ?? []).map((column) => ({ title: column.fullName, dataIndex: column.id, key: column.id })), [preview]);

  return (
    <>
      <Button data-action="importSheet" onClick={() => setOpen(true)}>
        {t('common.import')}
      </Button>
      <Modal
        open={open}
        title={t('sheet.importTitle')}
        width={1000}
        onCancel={close}
        maskClosable={false}
        destroyOnHidden
        footer={
          step === 2 ? (
            <Button type="primary" onClick={close}>
              {t('sheet.close')}
            </Button>
          ) : (
            <Space>
              {step === 1 ? <Button onClick={() => setStep(0)}>{t('sheet.previous')}</Button> : null}
              <Button type="primary" loading={busy} onClick={() => void next()} data-action="importNext">
                {step === 0 ? t('sheet.next') : t('sheet.startImport')}
              </Button>
            </Space>
          )
        }
      >
        <div data-testid="import-sheet-dialog">
          <Steps size="small" current={step} style={{ marginBottom: 16 }} items={[{ title: t('sheet.stepUpload') }, { title: t('sheet.stepPreview') }, { title: t('sheet.stepResult') }]} />
          {step === 0 ? (
            <Space direction="vertical">
              <Space>
                <Upload
                  accept=".xls,.xlsx"
                  maxCount={1}
                  showUploadList={false}
                  beforeUpload={(chosen) => {
                    const problem = refuseFile({ accept: '.xls,.xlsx', sizeLimit: { size: 500, unit: 'KB' } }, { name: chosen.name, size: chosen.size });
                    if (problem) {
                      host.notify.error(t(problem.key, problem.params as Record<string, string | number>));
                      return false;
                    }
                    void withBusy(async () => {
                      const answer = await host.data.upload('/api/file/Uploader/import', chosen);
                      const data = answer.data as { fileId: string; name: string };
                      setFile({ name: data.name, fileId: data.fileId });
                    });
                    return false;
                  }}
                >
                  <Button loading={busy}>{t('sheet.chooseFile')}</Button>
                </Upload>
                <Button
                  type="link"
                  onClick={() =>
                    void withBusy(async () => {
                      const link = await host.data.request<FileLink>('GET', `${api}/Template`);
                      host.download(link.url);
                    })
                  }
                >
                  {t('sheet.template')}
                </Button>
              </Space>
              {file ? <span data-testid="import-file-name">{file.name}</span> : null}
              <span style={{ color: 'rgba(0,0,0,0.45)' }}>{t('sheet.hint')}</span>
            </Space>
          ) : null}
          {step === 1 && preview ? (
            <Table
              size="small"
              rowKey="__key"
              dataSource={preview.dataRow}
              pagination={false}
              scroll={{ y: 400, x: 'max-content' }}
              columns={[
                // Cells are editable before the import (spec 02 "Bulk import dialog").
                ...headerColumns.map((column) => ({
                  ...column,
                  render: (value: unknown, row: Row) => (
                    <Input
                      size="small"
                      data-cell={`${String(row.__key)}-${column.key}`}
                      value={value === undefined || value === null ? '' : String(value)}
                      onChange={(event) => setPreview({ ...preview, dataRow: preview.dataRow.map((candidate) => (candidate.__key === row.__key ? { ...candidate, [column.key]: event.target.value } : candidate)) })}
                    />
                  ),
                })),
                {
                  title: t('common.actions'),
                  key: '__remove',
                  width: 80,
                  // Wide sheets scroll sideways; the row's delete stays in view.
                  fixed: 'right' as const,
                  render: (_: unknown, row: Row) => (
                    <Button type="link" danger onClick={() => setPreview({ ...preview, dataRow: preview.dataRow.filter((candidate) => candidate.__key !== row.__key) })}>
                      {t('common.delete')}
                    </Button>
                  ),
                },
              ]}
            />
          ) : null}
          {step === 2 && result ? (
            <>
              <Result status={result.fnum ? 'warning' : 'success'} title={t('sheet.result', { success: result.snum, failed: result.fnum })} />
              {result.fnum ? (
                <>
                  <Table
                    size="small"
                    rowKey={(_, index) => String(index)}
                    dataSource={result.failResult}
                    pagination={false}
                    scroll={{ y: 300, x: 'max-content' }}
                    columns={[...headerColumns, { title: t('common.importFailReason'), dataIndex: 'errorsInfo', key: 'errorsInfo', fixed: 'right' as const }]}
                  />
                  <Button
                    style={{ marginTop: 12 }}
                    onClick={() =>
                      void withBusy(async () => {
                        const link = await host.data.request<FileLink>('POST', `${api}/ImportExceptionData`, { list: result.failResult });
                        host.download(link.url);
                      })
                    }
                  >
                    {t('sheet.exportFailed')}
                  </Button>
                </>
              ) : null}
            </>
          ) : null}
        </div>
      </Modal>
    </>
  );
}
