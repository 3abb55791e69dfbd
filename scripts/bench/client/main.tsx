/**
 * The client benchmark page (driven by scripts/bench/client.ts in headless Chromium). `?case=` picks what mounts:
 * `schema` (our SchemaForm over a generated 200-field screen), `antd` (a hand-written antd Form of the same
 * fields), `rjsf` (plain @rjsf/antd over the same JSON Schema), `list` (our SchemaTable with 10,000 rows) and
 * `dom-list` (a plain HTML table of the same rows). The page measures in itself and exposes `window.__bench`.
 */
import Form from '@rjsf/antd';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { App as AntApp, ConfigProvider, Form as AntForm, Input, InputNumber, Col, Row as AntRow } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createCan } from '../../../runtime/core/permission/filter';
import { modelToJsonSchema } from '../../../runtime/core/schema/json-schema';
import { screenTranslator } from '../../../runtime/core/schema/messages';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import { PATTERNS } from '../../../runtime/core/validation/patterns';
import { SchemaForm } from '../../../runtime/react/form/SchemaForm';
import { HostProvider, type Host, type Row } from '../../../runtime/react/host';
import { RegistryProvider } from '../../../runtime/react/registry';
import { createStandardRegistry } from '../../../widgets/standard-registry';
import { SchemaTable } from '../../../runtime/react/table/SchemaTable';

const params = new URLSearchParams(location.search);
const which = params.get('case') ?? 'schema';
const fieldCount = Number(params.get('fields') ?? 200);
const rowCount = Number(params.get('rows') ?? 10_000);

type Kind = 'input' | 'number' | 'textarea';
const kindOf = (index: number): Kind => (index % 10 === 9 ? 'textarea' : index % 5 === 3 ? 'number' : 'input');
const names = Array.from({ length: fieldCount }, (_, index) => `f${index}`);

/** A screen with `fieldCount` fields: text inputs, numbers and text areas, some required, two per row. */
function generatedScreen(): ScreenSchema {
  const messages: Record<string, string> = { 'bench.title': '基准' };
  const properties: Record<string, unknown> = {};
  names.forEach((name, index) => {
    messages[`bench.${name}`] = `字段${index}`;
    properties[name] =
      kindOf(index) === 'number'
        ? { type: 'integer', title: `bench.${name}`, minimum: 0, maximum: 999999 }
        : { type: 'string', title: `bench.${name}`, maxLength: kindOf(index) === 'textarea' ? 500 : 50 };
  });
  return {
    id: 'bench',
    title: 'bench.title',
    route: 'bench/form',
    messages: { 'zh-CN': messages, 'zh-TW': messages, en: messages },
    model: { type: 'object', required: names.filter((_, index) => index % 7 === 0), properties },
    resource: { api: '/api/bench', keyword: ['f0'], paged: true },
    form: {
      dialog: { kind: 'modal', width: 900, title: { add: 'common.create', edit: 'common.edit' } },
      fields: names.map((name, index) => ({ name, widget: kindOf(index), ...(kindOf(index) === 'textarea' ? { rows: 2 } : { span: 12 }) })),
    },
    list: {
      layout: 'table',
      columns: names.slice(0, 6).map((field) => ({ field })),
      toolbar: [],
      rowActions: [],
    },
    permissions: {},
  } as unknown as ScreenSchema;
}

const screen = generatedScreen();
const t = screenTranslator(screen, 'zh-CN');
const registry = createStandardRegistry();
const noData = () => Promise.reject(new Error('no data in the benchmark page'));
const host: Host = {
  data: { list: noData, get: noData, create: noData, update: noData, remove: noData, toggleState: noData, selector: noData, dictionary: noData, upload: noData, request: noData },
  can: createCan([], { enabled: false }),
  modelId: 'bench',
  notify: { success: () => undefined, error: () => undefined },
  confirm: async () => true,
  language: 'zh-CN',
  settings: { get: () => null, set: () => undefined },
  download: () => undefined,
};

let committed: (() => void) | undefined;
function Committed({ children }: { children: ReactNode }) {
  useEffect(() => committed?.(), []);
  return <>{children}</>;
}

function OurForm() {
  const [values, setValues] = useState<Row>({});
  return <SchemaForm schema={screen} t={t} values={values} onChange={setValues} mode="add" />;
}

/** The hand-written antd Form a developer would write for the same fields. */
function AntdForm() {
  return (
    <AntForm layout="horizontal" labelCol={{ style: { width: 100 } }}>
      <AntRow gutter={16}>
        {names.map((name, index) => (
          <Col key={name} span={kindOf(index) === 'textarea' ? 24 : 12}>
            <AntForm.Item name={name} label={`字段${index}`} rules={index % 7 === 0 ? [{ required: true, message: '请输入' }] : []}>
              {kindOf(index) === 'number' ? <InputNumber min={0} max={999999} style={{ width: '100%' }} /> : kindOf(index) === 'textarea' ? <Input.TextArea rows={2} maxLength={500} /> : <Input maxLength={50} />}
            </AntForm.Item>
          </Col>
        ))}
      </AntRow>
    </AntForm>
  );
}

const jsonSchema = modelToJsonSchema(screen.model, PATTERNS) as RJSFSchema;
const rjsfUi = Object.fromEntries(names.map((name, index) => [name, kindOf(index) === 'textarea' ? { 'ui:widget': 'textarea' } : {}]));
function PlainRjsf() {
  const [values, setValues] = useState<Row>({});
  return <Form schema={jsonSchema} uiSchema={{ ...rjsfUi, 'ui:submitButtonOptions': { norender: true } }} validator={validator} formData={values} onChange={(event) => setValues(event.formData as Row)} />;
}

const rows: Row[] = Array.from({ length: rowCount }, (_, index) => ({ id: `r${index}`, ...Object.fromEntries(names.slice(0, 6).map((name, column) => [name, `第${index}行 ${column}`])) }));

function OurList() {
  return (
    <div id="list-scroll" style={{ height: 600, overflow: 'auto' }}>
      <SchemaTable schema={screen} t={t} rows={rows} loading={false} columns={screen.list.columns} />
    </div>
  );
}

function DomList() {
  return (
    <div id="list-scroll" style={{ height: 600, overflow: 'auto' }}>
      <table>
        <tbody>
          {rows.map((row, index) => (
            <tr key={String(row.id)}>
              <td>{index + 1}</td>
              {names.slice(0, 6).map((name) => (
                <td key={name}>{String(row[name])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const CASES: Record<string, () => ReactNode> = {
  schema: () => <OurForm />,
  antd: () => <AntdForm />,
  rjsf: () => <PlainRjsf />,
  list: () => <OurList />,
  'dom-list': () => <DomList />,
};
/** The input the keystroke measure types into, per case: a text input in the middle (f100 of 200). */
const typed = `f${Math.floor(fieldCount / 20) * 10}`;
const INPUT: Record<string, string> = { schema: `[data-field="${typed}"] input`, antd: `#${typed}`, rjsf: `#root_${typed}` };

const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

let root: Root | undefined;
async function mountOnce(): Promise<number> {
  root?.unmount();
  document.getElementById('root')!.replaceChildren();
  await afterPaint();
  const done = new Promise<void>((resolve) => (committed = resolve));
  const started = performance.now();
  root = createRoot(document.getElementById('root')!);
  root.render(
    <ConfigProvider>
      <AntApp>
        <RegistryProvider registry={registry}>
          <HostProvider host={host}>
            <Committed>{CASES[which]()}</Committed>
          </HostProvider>
        </RegistryProvider>
      </AntApp>
    </ConfigProvider>,
  );
  await done;
  await afterPaint();
  return performance.now() - started;
}

const keyDelays: number[] = [];
document.addEventListener(
  'keydown',
  (event) => {
    const started = event.timeStamp;
    requestAnimationFrame(() => setTimeout(() => keyDelays.push(performance.now() - started), 0));
  },
  true,
);

/** Scrolls the list by `step` pixels a frame for `frames` frames; answers frames per second and rows on screen. */
function scroll(frames: number, step: number): Promise<{ fps: number; reachedBottom: boolean; rowsInDom: number }> {
  // A virtualised table (long pages, runtime/react/table/virtual-rows.ts) scrolls in its virtual holder.
  const tableBody = document.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder, .ant-table-body');
  const box = tableBody && tableBody.scrollHeight > tableBody.clientHeight ? tableBody : document.getElementById('list-scroll')!;
  return new Promise((resolve) => {
    let count = 0;
    let first = 0;
    const tick = (now: number) => {
      if (count === 0) first = now;
      else box.scrollTop += step;
      count += 1;
      if (count <= frames) requestAnimationFrame(tick);
      else
        resolve({
          fps: (frames * 1000) / (now - first),
          reachedBottom: box.scrollTop + box.clientHeight >= box.scrollHeight - 2,
          // Rows of a virtual table are not <tr> elements.
          rowsInDom: document.querySelectorAll('tr, .ant-table-row').length,
        });
    };
    requestAnimationFrame(tick);
  });
}

declare global {
  interface Window {
    __bench: { which: string; mountOnce(): Promise<number>; inputSelector?: string; keyDelays: number[]; scroll: typeof scroll };
  }
}
window.__bench = { which, mountOnce, inputSelector: INPUT[which], keyDelays, scroll };
