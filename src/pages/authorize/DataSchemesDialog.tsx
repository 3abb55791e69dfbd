/**
 * The data-permission schemes of one page (opened from the authorize screen on a menu node): the list of the page's
 * schemes, and an editor for one — name, code, "all data", or condition groups over the page's fields, each
 * condition comparing a field with a fixed value or a variable (current user, organisation, organisation and below,
 * subordinates). The server (/api/system/ModuleDataAuthorizeScheme) checks everything again and answers the first
 * problem naming the field; the offered operators follow the field's kind as the server's rules do
 * (runtime/core/permission/data-scheme.ts).
 *
 * Not the runtime's schema form: the nested groups of conditions are beyond what a screen schema says.
 */
import { Button, Form, Input, Modal, Popconfirm, Select, Space, Switch, Table, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OPERATORS_BY_KIND, SCHEME_VARIABLES, VARIABLE_OPERATORS, type SchemeFieldKind } from '../../../runtime/core/permission/data-scheme';
import { http } from '../../api/client';
import { notifySuccess } from '../../host/notify';

interface PageField {
  field: string;
  fieldName: string;
  fieldType: SchemeFieldKind;
}
interface Scheme {
  id: string;
  fullName: string;
  enCode: string;
  allData: number;
  enabledMark: number;
  sortCode: number;
  description: string;
  conditionJson: { logic?: 'and' | 'or'; groups?: { logic: 'and' | 'or'; conditions: { field: string; op: string; value?: unknown; variable?: string }[] }[] };
}
interface ConditionValues {
  field?: string;
  op?: string;
  source: 'value' | 'variable';
  value?: string;
  variable?: string;
}
interface SchemeValues {
  fullName: string;
  enCode: string;
  allData: boolean;
  enabledMark: boolean;
  description?: string;
  logic: 'and' | 'or';
  groups: { logic: 'and' | 'or'; conditions: ConditionValues[] }[];
}

const EMPTY_CONDITION: ConditionValues = { source: 'value' };
const NEW_SCHEME: SchemeValues = { fullName: '', enCode: '', allData: false, enabledMark: true, logic: 'or', groups: [{ logic: 'and', conditions: [EMPTY_CONDITION] }] };

/** A stored scheme as the editor's values. */
function toValues(scheme: Scheme): SchemeValues {
  return {
    fullName: scheme.fullName,
    enCode: scheme.enCode,
    allData: scheme.allData === 1,
    enabledMark: scheme.enabledMark === 1,
    description: scheme.description,
    logic: scheme.conditionJson.logic ?? 'and',
    groups: (scheme.conditionJson.groups ?? []).map((group) => ({
      logic: group.logic,
      conditions: group.conditions.map((condition) =>
        condition.variable
          ? { field: condition.field, op: condition.op, source: 'variable' as const, variable: condition.variable }
          : { field: condition.field, op: condition.op, source: 'value' as const, value: Array.isArray(condition.value) ? condition.value.join(',') : condition.value === undefined ? undefined : String(condition.value) },
      ),
    })),
  };
}

/** The editor's values as the API's body. */
function toBody(values: SchemeValues, moduleId: string) {
  return {
    moduleId,
    fullName: values.fullName,
    enCode: values.enCode,
    allData: values.allData ? 1 : 0,
    enabledMark: values.enabledMark ? 1 : 0,
    description: values.description ?? '',
    conditionJson: {
      logic: values.logic,
      groups: (values.groups ?? []).map((group) => ({
        logic: group.logic,
        conditions: (group.conditions ?? []).map((condition) =>
          condition.source === 'variable' ? { field: condition.field, op: condition.op, variable: condition.variable } : { field: condition.field, op: condition.op, value: condition.value },
        ),
      })),
    },
  };
}

/** The dialog listing and editing the schemes of a page. */
export function DataSchemesDialog({ moduleId, pageName, onClose, onChanged }: { moduleId: string; pageName: string; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<PageField[]>([]);
  const [schemes, setSchemes] = useState<Scheme[]>([]);
  // The scheme being edited (undefined: the list is shown); its values seed the form when it mounts.
  const [editing, setEditing] = useState<{ id?: string; values: SchemeValues } | undefined>();
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<SchemeValues>();
  const groups = Form.useWatch('groups', form);
  const allData = Form.useWatch('allData', form);

  const reload = useCallback(() => {
    void http.get<{ list: Scheme[] }>(`/api/system/ModuleDataAuthorizeScheme/${encodeURIComponent(moduleId)}/List`).then((data) => setSchemes(data.list));
  }, [moduleId]);
  useEffect(() => {
    void http.get<{ list: PageField[] }>(`/api/system/ModuleDataAuthorize/${encodeURIComponent(moduleId)}/List`).then((data) => setFields(data.list));
    reload();
  }, [moduleId, reload]);

  const open = (scheme?: Scheme) => setEditing({ id: scheme?.id, values: scheme ? toValues(scheme) : NEW_SCHEME });

  const save = async () => {
    let values: SchemeValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // The form shows what is missing.
    }
    setSaving(true);
    try {
      const body = toBody(values, moduleId);
      const answer = editing?.id
        ? await http.send('PUT', `/api/system/ModuleDataAuthorizeScheme/${encodeURIComponent(editing.id)}`, { data: body })
        : await http.send('POST', '/api/system/ModuleDataAuthorizeScheme', { data: body });
      notifySuccess(answer.msg);
      setEditing(undefined);
      reload();
      onChanged();
    } catch {
      // The http client showed the refusal; the editor stays open.
    } finally {
      setSaving(false);
    }
  };

  const remove = async (scheme: Scheme) => {
    try {
      const answer = await http.send('DELETE', `/api/system/ModuleDataAuthorizeScheme/${encodeURIComponent(scheme.id)}`);
      notifySuccess(answer.msg);
      reload();
      onChanged();
    } catch {
      // Shown by the http client.
    }
  };

  const kindOf = (name: string | undefined) => fields.find((field) => field.field === name)?.fieldType ?? 'text';
  const operatorOptions = (condition: ConditionValues | undefined) => {
    const ops = condition?.source === 'variable' ? VARIABLE_OPERATORS : OPERATORS_BY_KIND[kindOf(condition?.field)];
    return ops.map((op) => ({ value: op, label: t(`dataScheme.op.${op}`) }));
  };
  const logicOptions = [
    { value: 'and', label: t('dataScheme.logic.and') },
    { value: 'or', label: t('dataScheme.logic.or') },
  ];

  const editor = (
    <Form form={form} key={editing?.id ?? 'new'} initialValues={editing?.values} layout="vertical" data-testid="scheme-editor">
      <Space wrap>
        <Form.Item name="fullName" label={t('authorize.scheme.name')} rules={[{ required: true, whitespace: true, message: t('dataScheme.nameRequired') }]}>
          <Input maxLength={100} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="enCode" label={t('authorize.scheme.code')} rules={[{ required: true, whitespace: true, message: t('dataScheme.codeRequired') }]}>
          <Input maxLength={50} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="allData" label={t('authorize.scheme.allData')} valuePropName="checked">
          <Switch data-testid="scheme-all-data" />
        </Form.Item>
        <Form.Item name="enabledMark" label={t('common.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      {!allData && (
        <>
          <Form.Item name="logic" label={t('authorize.scheme.groupsLogic')}>
            <Select options={logicOptions} style={{ width: 120 }} />
          </Form.Item>
          <Form.List name="groups">
            {(groupFields, groupOps) => (
              <>
                {groupFields.map((group, groupIndex) => (
                  <div key={group.key} data-testid={`scheme-group-${groupIndex}`} style={{ border: '1px dashed #d9d9d9', padding: 8, marginBottom: 8 }}>
                    <Space wrap>
                      <Tag>{t('authorize.scheme.group', { n: groupIndex + 1 })}</Tag>
                      <Form.Item name={[group.name, 'logic']} noStyle>
                        <Select options={logicOptions} style={{ width: 90 }} aria-label={t('authorize.scheme.conditionsLogic')} />
                      </Form.Item>
                      <Button size="small" danger onClick={() => groupOps.remove(group.name)}>
                        {t('authorize.scheme.removeGroup')}
                      </Button>
                    </Space>
                    <Form.List name={[group.name, 'conditions']}>
                      {(conditionFields, conditionOps) => (
                        <>
                          {conditionFields.map((condition, conditionIndex) => {
                            const current = groups?.[groupIndex]?.conditions?.[conditionIndex];
                            const id = `scheme-condition-${groupIndex}-${conditionIndex}`;
                            return (
                              <Space key={condition.key} wrap align="start" style={{ marginTop: 8 }} data-testid={id}>
                                <Form.Item name={[condition.name, 'field']} noStyle>
                                  <Select
                                    data-testid={`${id}-field`}
                                    aria-label={t('authorize.scheme.field')}
                                    placeholder={t('authorize.scheme.field')}
                                    style={{ width: 160 }}
                                    options={fields.map((field) => ({ value: field.field, label: field.fieldName }))}
                                  />
                                </Form.Item>
                                <Form.Item name={[condition.name, 'op']} noStyle>
                                  <Select data-testid={`${id}-op`} aria-label={t('authorize.scheme.operator')} placeholder={t('authorize.scheme.operator')} style={{ width: 120 }} options={operatorOptions(current)} />
                                </Form.Item>
                                {current?.op !== 'null' && current?.op !== 'notNull' && (
                                  <>
                                    <Form.Item name={[condition.name, 'source']} noStyle>
                                      <Select
                                        data-testid={`${id}-source`}
                                        style={{ width: 100 }}
                                        options={[
                                          { value: 'value', label: t('authorize.scheme.fixedValue') },
                                          ...(kindOf(current?.field) === 'text' ? [{ value: 'variable', label: t('authorize.scheme.variable') }] : []),
                                        ]}
                                      />
                                    </Form.Item>
                                    {current?.source === 'variable' ? (
                                      <Form.Item name={[condition.name, 'variable']} noStyle>
                                        <Select
                                          data-testid={`${id}-variable`}
                                          aria-label={t('authorize.scheme.variable')}
                                          style={{ width: 180 }}
                                          options={SCHEME_VARIABLES.map((variable) => ({ value: variable, label: t(`dataScheme.var.${variable}`) }))}
                                        />
                                      </Form.Item>
                                    ) : (
                                      <Form.Item name={[condition.name, 'value']} noStyle>
                                        <Input
                                          data-testid={`${id}-value`}
                                          aria-label={t('authorize.scheme.value')}
                                          style={{ width: 180 }}
                                          placeholder={current?.op === 'in' || current?.op === 'notIn' ? t('authorize.scheme.listHint') : t('authorize.scheme.value')}
                                        />
                                      </Form.Item>
                                    )}
                                  </>
                                )}
                                <Button size="small" onClick={() => conditionOps.remove(condition.name)}>
                                  {t('common.delete')}
                                </Button>
                              </Space>
                            );
                          })}
                          <div style={{ marginTop: 8 }}>
                            <Button size="small" data-testid={`scheme-add-condition-${groupIndex}`} onClick={() => conditionOps.add(EMPTY_CONDITION)}>
                              {t('authorize.scheme.addCondition')}
                            </Button>
                          </div>
                        </>
                      )}
                    </Form.List>
                  </div>
                ))}
                <Button size="small" data-testid="scheme-add-group" onClick={() => groupOps.add({ logic: 'and', conditions: [EMPTY_CONDITION] })}>
                  {t('authorize.scheme.addGroup')}
                </Button>
              </>
            )}
          </Form.List>
        </>
      )}
      <Form.Item name="description" label={t('common.description')} style={{ marginTop: 12 }}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </Form>
  );

  return (
    <Modal
      open
      width={900}
      title={t('authorize.schemesOf', { page: pageName })}
      onCancel={editing ? () => setEditing(undefined) : onClose}
      maskClosable={false}
      footer={
        editing ? (
          <Space>
            <Button onClick={() => setEditing(undefined)}>{t('common.cancel')}</Button>
            <Button type="primary" loading={saving} data-testid="scheme-save" onClick={() => void save()}>
              {t('common.confirm')}
            </Button>
          </Space>
        ) : (
          <Button onClick={onClose}>{t('common.cancel')}</Button>
        )
      }
    >
      {editing ? (
        editor
      ) : (
        <>
          <Button type="primary" data-testid="scheme-add" style={{ marginBottom: 8 }} onClick={() => open()}>
            {t('authorize.scheme.add')}
          </Button>
          <Table<Scheme>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={schemes}
            columns={[
              { title: t('authorize.scheme.name'), dataIndex: 'fullName' },
              { title: t('authorize.scheme.code'), dataIndex: 'enCode' },
              { title: t('authorize.scheme.allData'), dataIndex: 'allData', render: (value: number) => (value === 1 ? t('common.yes') : t('common.no')) },
              { title: t('common.enabled'), dataIndex: 'enabledMark', render: (value: number) => (value === 1 ? t('common.yes') : t('common.no')) },
              {
                title: t('common.actions'),
                key: 'actions',
                render: (_value, scheme) => (
                  <Space>
                    <Button type="link" size="small" onClick={() => open(scheme)}>
                      {t('common.edit')}
                    </Button>
                    <Popconfirm title={t('common.deleteConfirm')} onConfirm={() => void remove(scheme)}>
                      <Button type="link" size="small" danger>
                        {t('common.delete')}
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
