/**
 * The business-rule template picker (spec 02 "Business-rule template picker", 1000 px): where a field numbered by a
 * bill rule chooses its rule. On the left the rule categories (the `billRuleCategory` dictionary, with 全部 on top)
 * filter the list; on the right a keyword with search, reset and refresh, and a table of the enabled rules — radio,
 * 序号, business name, business code, serial start number — paged by the server (`GET /api/system/BillRule/Selector`:
 * keyword, currentPage, pageSize, categoryId). Confirm stores the chosen rule's code (`enCode`), as the bill-rule
 * field's `rule` names it; the field shows the rule's name.
 */
import { CloseCircleFilled, ReloadOutlined } from '@ant-design/icons';
import type { WidgetProps } from '@rjsf/utils';
import { Button, Input, Modal, Table, Tree } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { Translate } from '../../runtime/core/schema/messages';
import { schemaFormContext } from '../../runtime/react/form/form-context';
import { useHost, type DataProvider, type DictionaryEntry } from '../../runtime/react/host';
import { isLocked, statusOf } from '../field-options';

/** A rule as the selector answers it. */
export interface BillRuleChoice {
  id: string;
  fullName: string;
  enCode: string;
  startNumber?: string | number;
  category?: string;
}

/** The dictionary of rule categories. */
export const BILL_RULE_CATEGORY_DICTIONARY = 'billRuleCategory';

const SELECTOR = '/api/system/BillRule/Selector';
const PAGE_SIZE = 20;

/** One page of the enabled rules. */
async function rulePage(data: DataProvider, query: { keyword: string; categoryId: string; currentPage: number }) {
  const answer = await data.request<{ list?: BillRuleChoice[]; pagination?: { total?: number } }>('GET', SELECTOR, { ...query, pageSize: PAGE_SIZE });
  return { list: answer?.list ?? [], total: answer?.pagination?.total ?? 0 };
}

/** The rule a stored code names (for its name), if the caller may see it. */
async function ruleByCode(data: DataProvider, enCode: string): Promise<BillRuleChoice | undefined> {
  const answer = await data.request<{ list?: BillRuleChoice[] }>('GET', SELECTOR, { keyword: enCode, currentPage: 1, pageSize: PAGE_SIZE }, { quiet: true });
  return answer?.list?.find((rule) => rule.enCode === enCode);
}

/** Props of {@link BillRuleDialog}. */
interface BillRuleDialogProps {
  t: Translate;
  initial: string | undefined;
  onConfirm(rule: BillRuleChoice | undefined): void;
  onCancel(): void;
}

/** The 1000 px dialog. */
export function BillRuleDialog({ t, initial, onConfirm, onCancel }: BillRuleDialogProps) {
  const { data } = useHost();
  const [categories, setCategories] = useState<DictionaryEntry[]>([]);
  const [categoryId, setCategoryId] = useState('');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [currentPage, setCurrentPage] = useState(1);
  const [rows, setRows] = useState<{ list: BillRuleChoice[]; total: number }>({ list: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<BillRuleChoice | undefined>();
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    data.dictionary(BILL_RULE_CATEGORY_DICTIONARY).then(setCategories, () => setCategories([]));
  }, [data]);
  useEffect(() => {
    let live = true;
    setLoading(true);
    rulePage(data, { keyword, categoryId, currentPage })
      .then((page) => live && setRows(page))
      .catch(() => live && setRows({ list: [], total: 0 }))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [data, keyword, categoryId, currentPage, reloads]);

  const search = useCallback(() => {
    setCurrentPage(1);
    setKeyword(typed.trim());
  }, [typed]);
  const selectedKey = chosen?.enCode ?? initial;
  return (
    <Modal
      open
      title={t('billRulePicker.title')}
      width={1000}
      maskClosable={false}
      onCancel={onCancel}
      className="klx-bill-rule-picker"
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {t('common.cancel')}
        </Button>,
        <Button key="confirm" type="primary" onClick={() => onConfirm(chosen)}>
          {t('common.confirm')}
        </Button>,
      ]}
    >
      <div style={{ display: 'flex', gap: 16, minHeight: 420 }}>
        <div data-testid="bill-rule-categories" style={{ width: 220, flex: 'none', overflow: 'auto', borderRight: '1px solid #f0f0f0', paddingRight: 8 }}>
          <Tree
            blockNode
            selectedKeys={[categoryId || '__all']}
            // The root stays open: the categories arrive after the first render.
            expandedKeys={['__all']}
            treeData={[{ key: '__all', title: t('billRulePicker.all'), children: categories.map((entry) => ({ key: entry.id, title: entry.fullName, isLeaf: true })) }]}
            onSelect={(keys) => {
              const key = String(keys[0] ?? '__all');
              setCategoryId(key === '__all' ? '' : key);
              setCurrentPage(1);
            }}
          />
        </div>
        <div style={{ flex: 1, minWidth: 0 }}>
          <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
            <Input
              allowClear
              aria-label={t('common.keyword')}
              placeholder={t('common.keywordPlaceholder')}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onPressEnter={search}
              style={{ width: 240 }}
            />
            <Button type="primary" onClick={search}>
              {t('common.search')}
            </Button>
            <Button
              onClick={() => {
                setTyped('');
                setKeyword('');
                setCurrentPage(1);
              }}
            >
              {t('common.reset')}
            </Button>
            <Button style={{ marginLeft: 'auto' }} icon={<ReloadOutlined />} aria-label={t('common.refresh')} onClick={() => setReloads((count) => count + 1)} />
          </div>
          <Table<BillRuleChoice>
            size="small"
            rowKey="enCode"
            loading={loading}
            dataSource={rows.list}
            rowSelection={{ type: 'radio', selectedRowKeys: selectedKey ? [selectedKey] : [], onChange: (_keys, selected) => setChosen(selected[0]) }}
            onRow={(rule) => ({ onClick: () => setChosen(rule) })}
            pagination={{ current: currentPage, pageSize: PAGE_SIZE, total: rows.total, showSizeChanger: false, onChange: setCurrentPage }}
            columns={[
              { key: 'index', title: t('common.index'), width: 60, align: 'center', render: (_value, _rule, index) => (currentPage - 1) * PAGE_SIZE + index + 1 },
              { key: 'fullName', dataIndex: 'fullName', title: t('billRulePicker.name') },
              { key: 'enCode', dataIndex: 'enCode', title: t('billRulePicker.code') },
              { key: 'startNumber', dataIndex: 'startNumber', title: t('billRulePicker.startNumber'), width: 120 },
            ]}
          />
        </div>
      </div>
    </Modal>
  );
}

/** The field: the chosen rule's name, opening the dialog; the value is the rule's code. */
export function BillRuleSelectWidget(props: WidgetProps) {
  const { t } = schemaFormContext(props.registry.formContext);
  const { data } = useHost();
  const locked = isLocked(props);
  const [open, setOpen] = useState(false);
  const value = typeof props.value === 'string' && props.value !== '' ? props.value : undefined;
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    if (!value || names.has(value)) return;
    let live = true;
    ruleByCode(data, value)
      .then((rule) => live && rule && setNames((known) => new Map(known).set(rule.enCode, rule.fullName)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [data, value, names]);
  return (
    <>
      <button
        type="button"
        id={props.id}
        disabled={locked}
        data-picker="billRuleSelect"
        className={`klx-bill-rule-select ant-input${statusOf(props) ? ' ant-input-status-error' : ''}${locked ? ' ant-input-disabled' : ''}`}
        style={{ minHeight: 32, width: '100%', textAlign: 'left', display: 'flex', alignItems: 'center', gap: 4, cursor: locked ? 'not-allowed' : 'pointer' }}
        onClick={() => setOpen(true)}
        onBlur={() => props.onBlur(props.id, props.value)}
        onFocus={() => props.onFocus(props.id, props.value)}
      >
        {value ? <span>{names.get(value) ?? value}</span> : <span style={{ color: '#bfbfbf' }}>{props.placeholder || t('validation.pleaseSelect')}</span>}
        {!locked && value ? (
          <CloseCircleFilled
            aria-label={t('address.clear')}
            role="button"
            style={{ marginLeft: 'auto', color: '#bfbfbf' }}
            onClick={(event) => {
              event.stopPropagation();
              props.onChange(props.options.emptyValue);
            }}
          />
        ) : null}
      </button>
      {open ? (
        <BillRuleDialog
          t={t}
          initial={value}
          onCancel={() => setOpen(false)}
          onConfirm={(rule) => {
            setOpen(false);
            if (!rule) return;
            setNames((known) => new Map(known).set(rule.enCode, rule.fullName));
            props.onChange(rule.enCode);
          }}
        />
      ) : null}
    </>
  );
}
