/**
 * The people pickers as form widgets (spec 02 "Pickers"): a field showing the chosen names that opens its dialog on
 * a click unless the field or the form is disabled, with a clear button. Each widget is the one dialog
 * (PickerDialog.tsx) configured:
 *
 * - `approverSelect` — 450 px, the lazy organisation/department/user tree, keyword by name or account, only users,
 *   confirm with nothing chosen warns 请选择审批人;
 * - `userSelect` — the staff picker, 800 px, title `props.title` or 选择用户: all departments as a lazy tree, a
 *   keyword switches to the flat list of matching users, 当前用户 (the value `currentUser`, when `props.currentUser`),
 *   and 新增用户 inside the picker (unless `props.isAdd` is false) through the users create call, which the server
 *   permits or refuses; with `props.selectType` "custom" only the users behind `props.ableIds` (comma-joined
 *   "id--kind" values) as a list that loads page by page as it scrolls;
 * - `usersSelect` — the mixed selector, 800 px, tabs department, role, position, group (the last three only in
 *   multi-select), the value "id--kind" items;
 * - `roleSelect` — tabs organisation and global over the role tree; `posSelect` — the position tree.
 *
 * `props.multiple` stores a list of ids, else one id.
 */
import { CloseCircleFilled } from '@ant-design/icons';
import type { WidgetProps } from '@rjsf/utils';
import { Button, Form, Input, Modal, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { allowedIds, CURRENT_USER, kindOf, storedValue, valueIds, type PickerMode, type PickItem, type PickKind, type PickNode } from '../../runtime/core/pickers/selection';
import type { Translate } from '../../runtime/core/schema/messages';
import { schemaFormContext } from '../../runtime/react/form/form-context';
import { useHost, type DataProvider } from '../../runtime/react/host';
import { fieldSpec, isLocked, statusOf, pickerTriggerStyle } from '../field-options';
import { usePickedNames, nameText } from './PickedNames';
import { authorizedLevel, conditionPage, selectorTree } from './picker-calls';
import { PickerDialog, type PickerTab } from './PickerDialog';

/** What a people picker is. */
interface PickerConfig {
  mode: PickerMode;
  /** The kind its bare ids name; mixed values name their own. */
  kind: PickKind | 'mixed';
  width: number;
  title: string;
  tabs(data: DataProvider, t: Translate, props: PickerProps): PickerTab[];
  showChosen?: boolean;
  requiredMessage?: string;
}

type PickerProps = Record<string, string | number | boolean>;

/** The lazy organisation/user tree tab (all departments), a keyword giving the flat list of matching users. */
const organisationTab = (data: DataProvider, t: Translate): PickerTab => ({
  key: 'department',
  label: t('picker.allDepartments'),
  kind: 'tree',
  load: (parent) => authorizedLevel(data, parent?.id ?? '0'),
  search: (keyword) => authorizedLevel(data, '0', keyword),
});

/** The custom select type's tab: only the users behind the allowed conditions, page by page. */
const customTab = (data: DataProvider, t: Translate, props: PickerProps): PickerTab => ({
  key: 'custom',
  label: t('picker.kind.user'),
  kind: 'paged',
  page: (keyword, page, size) => conditionPage(data, valueIds(props.ableIds) ?? [], keyword, page, size),
});

const selectorTab = (data: DataProvider, key: string, label: string, kind: 'role' | 'position' | 'group', pick?: (nodes: PickNode[]) => PickNode[]): PickerTab => ({
  key,
  label,
  kind: 'tree',
  load: async (parent) => (parent ? [] : (pick ?? ((nodes) => nodes))(await selectorTree(data, kind))),
});

/** The children of the role tree's node (spec 02: node "1" the global tab, the others the organisation tab). */
const roleBranch = (id: string) => (nodes: PickNode[]) => ((nodes.find((node) => node.id === id)?.children as PickNode[] | undefined) ?? []);

const CONFIGS: Record<'approverSelect' | 'userSelect' | 'usersSelect' | 'roleSelect' | 'posSelect', PickerConfig> = {
  approverSelect: { mode: 'approver', kind: 'user', width: 450, title: 'picker.selectApprover', tabs: (data, t) => [organisationTab(data, t)], showChosen: false, requiredMessage: 'picker.approverRequired' },
  userSelect: { mode: 'staff', kind: 'user', width: 800, title: 'picker.selectUser', tabs: (data, t, props) => [props.selectType === 'custom' ? customTab(data, t, props) : organisationTab(data, t)] },
  usersSelect: {
    mode: 'mixed',
    kind: 'mixed',
    width: 800,
    title: 'picker.selectObjects',
    tabs: (data, t, props) =>
      props.selectType === 'custom'
        ? [customTab(data, t, props)]
        : [
            { ...organisationTab(data, t), label: t('picker.kind.department') },
            ...(props.multiple
              ? [selectorTab(data, 'role', t('picker.kind.role'), 'role'), selectorTab(data, 'position', t('picker.kind.position'), 'position'), selectorTab(data, 'group', t('picker.kind.group'), 'group')]
              : []),
          ],
  },
  roleSelect: {
    mode: 'role',
    kind: 'role',
    width: 800,
    title: 'picker.selectRole',
    tabs: (data, t) => [selectorTab(data, 'organize', t('picker.organizeTab'), 'role', roleBranch('0')), selectorTab(data, 'global', t('picker.globalTab'), 'role', roleBranch('1'))],
  },
  posSelect: { mode: 'position', kind: 'position', width: 800, title: 'picker.selectPosition', tabs: (data, t) => [selectorTab(data, 'position', t('picker.kind.position'), 'position')] },
};

/** The staff picker's 当前用户 and 新增用户 actions. */
function StaffTools({ t, data, props, choose, focused, reload }: { t: Translate; data: DataProvider; props: PickerProps; choose(node: PickNode): void; focused: PickNode | undefined; reload(): void }) {
  const [adding, setAdding] = useState(false);
  const [genders, setGenders] = useState<{ value: string; label: string }[]>([]);
  const [form] = Form.useForm<{ account: string; realName: string; gender: string }>();
  const department = focused && kindOf(focused) !== 'user' ? focused : undefined;
  const open = () => {
    setAdding(true);
    data
      .dictionary('sex')
      .then((entries) => setGenders(entries.map((item) => ({ value: item.enCode, label: item.fullName }))))
      .catch(() => setGenders([]));
  };
  const save = async () => {
    const values = await form.validateFields();
    const path = Array.isArray(department!.organizeIds) ? (department!.organizeIds as string[]) : [department!.id];
    const answer = await data.request<{ id?: string }>('POST', '/api/permission/Users', { ...values, organizeIdTree: path, organizeId: department!.id, enabledMark: 1 });
    if (answer?.id) choose({ id: answer.id, fullName: `${values.realName}/${values.account}`, type: 'user' });
    setAdding(false);
    form.resetFields();
    reload();
  };
  const showAdd = props.isAdd !== false && props.selectType !== 'custom';
  if (!props.currentUser && !showAdd) return null;
  return (
    <Space style={{ marginBottom: 8 }}>
      {props.currentUser ? (
        <Button size="small" onClick={() => choose({ id: CURRENT_USER, fullName: t('picker.currentUser'), type: 'user' })}>
          {t('picker.currentUser')}
        </Button>
      ) : null}
      {showAdd ? (
        <Button size="small" title={department ? undefined : t('picker.addUserNeedsDepartment')} disabled={!department} onClick={open}>
          {t('picker.addUser')}
        </Button>
      ) : null}
      <Modal open={adding} title={t('picker.addUser')} width={450} destroyOnHidden okText={t('common.confirm')} cancelText={t('common.cancel')} onCancel={() => setAdding(false)} onOk={() => void save().catch(() => undefined)}>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="account" label={t('picker.account')} rules={[{ required: true, whitespace: true, message: t('validation.pleaseEnter') }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="realName" label={t('picker.realName')} rules={[{ required: true, whitespace: true, message: t('validation.pleaseEnter') }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="gender" label={t('picker.gender')} rules={[{ required: true, message: t('validation.pleaseSelect') }]}>
            <Select options={genders} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}

function makePicker(name: keyof typeof CONFIGS) {
  const config = CONFIGS[name];
  function PeoplePicker(props: WidgetProps) {
    const spec = fieldSpec(props);
    const pickerProps: PickerProps = spec.props ?? {};
    const { data } = useHost();
    const { t } = schemaFormContext(props.registry.formContext);
    const [open, setOpen] = useState(false);
    const locked = isLocked(props);
    const multiple = pickerProps.multiple === true;
    const named = usePickedNames(props.value, config.kind, t);
    const initial: PickItem[] = named.map((item) => ({ id: item.id, kind: item.kind, fullName: nameText(item, t) }));
    const custom = pickerProps.selectType === 'custom';
    const allowed = custom && config.mode !== 'staff' && config.mode !== 'mixed' ? allowedIds('custom', pickerProps.ableIds) : undefined;
    const title = typeof pickerProps.title === 'string' && pickerProps.title ? t(pickerProps.title) : t(config.title);
    const clear = () => props.onChange(props.options.emptyValue);
    return (
      <>
        <button
          type="button"
          id={props.id}
          disabled={locked}
          data-picker={name}
          className={`klx-people-picker ant-input${statusOf(props) ? ' ant-input-status-error' : ''}${locked ? ' ant-input-disabled' : ''}`}
          style={pickerTriggerStyle(locked, statusOf(props), locked ? 'not-allowed' : 'pointer')}
          onClick={() => setOpen(true)}
          onBlur={() => props.onBlur(props.id, props.value)}
          onFocus={() => props.onFocus(props.id, props.value)}
        >
          {named.length === 0 ? <span style={{ color: '#bfbfbf' }}>{spec.placeholder ? props.placeholder : t('validation.pleaseSelect')}</span> : named.map((item) => <Tag key={item.value}>{nameText(item, t)}</Tag>)}
          {!locked && named.length > 0 ? (
            <CloseCircleFilled
              aria-label="clear"
              role="button"
              style={{ marginLeft: 'auto', color: '#bfbfbf' }}
              onClick={(event) => {
                event.stopPropagation();
                clear();
              }}
            />
          ) : null}
        </button>
        {open ? (
          <PickerDialog
            open
            title={title}
            width={config.width}
            t={t}
            mode={config.mode}
            multiple={multiple}
            tabs={config.tabs(data, t, pickerProps)}
            initial={initial}
            allowed={allowed}
            showChosen={config.showChosen}
            requiredMessage={config.requiredMessage ? t(config.requiredMessage) : undefined}
            extra={config.mode === 'staff' ? (tools) => <StaffTools t={t} data={data} props={pickerProps} {...tools} /> : undefined}
            onCancel={() => setOpen(false)}
            onConfirm={(chosen) => {
              setOpen(false);
              props.onChange(storedValue(chosen, { mixed: config.kind === 'mixed', multiple }) ?? props.options.emptyValue);
            }}
          />
        ) : null}
      </>
    );
  }
  PeoplePicker.displayName = `${name}Widget`;
  return PeoplePicker;
}

/** The approver picker. */
export const ApproverSelectWidget = makePicker('approverSelect');
/** The staff picker. */
export const UserSelectWidget = makePicker('userSelect');
/** The user / role / position / group selector. */
export const UsersSelectWidget = makePicker('usersSelect');
/** The role picker. */
export const RoleSelectWidget = makePicker('roleSelect');
/** The position picker. */
export const PosSelectWidget = makePicker('posSelect');

/** The kind each people picker's bare ids name (mixed: each value names its own). */
export const PEOPLE_PICKER_KINDS = Object.fromEntries(Object.entries(CONFIGS).map(([name, config]) => [name, config.kind])) as Record<keyof typeof CONFIGS, PickKind | 'mixed'>;
