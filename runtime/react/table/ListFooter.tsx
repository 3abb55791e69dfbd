/**
 * The paged list footer (spec 02): total, page-size choice (20, 50, 100, 500; default 20), pager and jumper, in
 * that order.
 */
import { Pagination, Select, Space } from 'antd';
import type { Translate } from '../../core/schema/messages';

/** The page sizes a list offers. */
export const PAGE_SIZES = [20, 50, 100, 500] as const;

/** The default page size. */
export const DEFAULT_PAGE_SIZE = 20;

/** Props of {@link ListFooter}. */
export interface ListFooterProps {
  t: Translate;
  currentPage: number;
  pageSize: number;
  total: number;
  onChange(currentPage: number, pageSize: number): void;
}

/** The footer under a paged table. */
export function ListFooter({ t, currentPage, pageSize, total, onChange }: ListFooterProps) {
  return (
    <Space className="klx-list-footer" style={{ display: 'flex', justifyContent: 'flex-end', padding: '12px 0' }} wrap>
      <span data-testid="list-total">{t('common.total', { total })}</span>
      <Select
        aria-label="page-size"
        value={pageSize}
        style={{ width: 110 }}
        options={PAGE_SIZES.map((size) => ({ value: size, label: t('common.pageSize', { size }) }))}
        onChange={(size) => onChange(1, size)}
      />
      <Pagination current={currentPage} pageSize={pageSize} total={total} showSizeChanger={false} showQuickJumper onChange={(page) => onChange(page, pageSize)} />
    </Space>
  );
}
