/**
 * The address picker's dialog (spec 02 "Address picker dialog", spec 03 §2): 800 px, titled 省市区; on the left the
 * areas as a tree loaded one level at a time, on the right the chosen addresses with per-item delete and 清空列表;
 * cancel and confirm. Only a leaf can be chosen, and a node at the picker's level counts as one (its children are
 * never loaded). Single mode keeps one address, multiple mode adds unique ones (the rules of
 * runtime/core/address/selection.ts). The dialog works on a copy: confirm hands the choice back, cancel drops it.
 */
import { CloseOutlined } from '@ant-design/icons';
import { Button, Empty, Modal, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useState } from 'react';
import { addAddressPath, addressPathKey, isAddressLeaf, removeAddressPath, type AddressPath } from '../../runtime/core/address/selection';
import type { Translate } from '../../runtime/core/schema/messages';
import { useHost } from '../../runtime/react/host';
import { AREA_ROOT, areaChildren } from './area-calls';

/** A chosen address with its names. */
export interface ChosenAddress {
  path: AddressPath;
  names: string[];
}

interface AreaTreeNode extends DataNode {
  key: string;
  path: string[];
  names: string[];
  children?: AreaTreeNode[];
}

/** Props of {@link AddressDialog}. */
export interface AddressDialogProps {
  open: boolean;
  t: Translate;
  multiple: boolean;
  level: number;
  /** The choice when the dialog opens. */
  initial: ChosenAddress[];
  onConfirm(chosen: ChosenAddress[]): void;
  onCancel(): void;
}

function replaceChildren(nodes: AreaTreeNode[], key: string, children: AreaTreeNode[]): AreaTreeNode[] {
  return nodes.map((node) => (node.key === key ? { ...node, children } : node.children ? { ...node, children: replaceChildren(node.children, key, children) } : node));
}

/** The province / city / district dialog. */
export function AddressDialog({ open, t, multiple, level, initial, onConfirm, onCancel }: AddressDialogProps) {
  const { data } = useHost();
  const [tree, setTree] = useState<AreaTreeNode[]>([]);
  const [chosen, setChosen] = useState<ChosenAddress[]>(initial);

  const nodesOf = (parent: AreaTreeNode | undefined, list: Awaited<ReturnType<typeof areaChildren>>): AreaTreeNode[] =>
    list.map((area) => {
      const path = [...(parent?.path ?? []), area.id];
      const isLeaf = isAddressLeaf(path.length - 1, !area.hasChildren, level);
      return { key: addressPathKey(path), title: area.fullName, path, names: [...(parent?.names ?? []), area.fullName], isLeaf, selectable: isLeaf };
    });

  useEffect(() => {
    if (!open) return;
    setChosen(initial);
    let live = true;
    areaChildren(data, AREA_ROOT)
      .then((list) => live && setTree(nodesOf(undefined, list)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // Loads the top level once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, data, level]);

  const choose = (node: AreaTreeNode) => {
    if (!node.isLeaf) return;
    const names = new Map(chosen.map((item) => [addressPathKey(item.path), item.names]));
    names.set(node.key, node.names);
    const paths = addAddressPath(
      chosen.map((item) => item.path),
      node.path,
      multiple,
    );
    setChosen(paths.map((path) => ({ path, names: names.get(addressPathKey(path)) ?? [] })));
  };
  const remove = (path: AddressPath) => {
    const kept = new Set(removeAddressPath(chosen.map((item) => item.path), path).map(addressPathKey));
    setChosen(chosen.filter((item) => kept.has(addressPathKey(item.path))));
  };

  return (
    <Modal
      open={open}
      title={t('address.title')}
      width={800}
      destroyOnHidden
      maskClosable={false}
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {t('common.cancel')}
        </Button>,
        <Button key="confirm" type="primary" data-action="confirm" onClick={() => onConfirm(chosen)}>
          {t('common.confirm')}
        </Button>,
      ]}
    >
      <div className="klx-address-dialog" style={{ display: 'flex', gap: 16, height: 400 }}>
        <div data-testid="address-tree" style={{ flex: 1, overflow: 'auto', border: '1px solid #f0f0f0', padding: 8 }}>
          <Tree<AreaTreeNode>
            treeData={tree}
            selectedKeys={[]}
            loadData={async (node) => {
              if (node.isLeaf || node.children) return;
              const list = await areaChildren(data, node.path[node.path.length - 1]!).catch(() => []);
              setTree((current) => replaceChildren(current, node.key, nodesOf(node, list)));
            }}
            onSelect={(_keys, info) => choose(info.node)}
          />
        </div>
        <div data-testid="address-chosen" style={{ flex: 1, overflow: 'auto', border: '1px solid #f0f0f0', padding: 8 }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 8 }}>
            <span>{t('picker.selected')}</span>
            <Button type="link" size="small" data-action="clearList" onClick={() => setChosen([])}>
              {t('picker.clearList')}
            </Button>
          </div>
          {chosen.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noData')} />
          ) : (
            chosen.map((item) => (
              <div key={addressPathKey(item.path)} className="klx-address-chosen-item" style={{ display: 'flex', justifyContent: 'space-between', padding: '4px 0' }}>
                <span>{item.names.join('/')}</span>
                <CloseOutlined role="button" aria-label={t('common.delete')} onClick={() => remove(item.path)} />
              </div>
            ))
          )}
        </div>
      </div>
    </Modal>
  );
}
