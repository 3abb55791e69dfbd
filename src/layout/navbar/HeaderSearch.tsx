/**
 * The header search (spec 01 §2.4, §9): fuzzy search over the visible menu routes by title (weight 0.7) and path
 * (weight 0.3), threshold 0.4; picking a result navigates to it.
 */
import { SearchOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import Fuse from 'fuse.js';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePageMetas } from '../../router/route-meta';

/** The fuse.js options of the header search. */
export const SEARCH_OPTIONS = {
  shouldSort: true,
  threshold: 0.4,
  location: 0,
  distance: 100,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

/** The search box in the navbar. */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const metas = usePageMetas();
  const [query, setQuery] = useState('');
  const fuse = useMemo(() => {
    const routes = [...metas.values()].filter((meta) => meta.menu).map((meta) => ({ title: meta.title, path: meta.path }));
    return new Fuse(routes, SEARCH_OPTIONS);
  }, [metas]);
  const results = useMemo(() => (query.trim() ? fuse.search(query.trim()).slice(0, 20) : []), [fuse, query]);
  return (
    <Select
      className="klx-header-search"
      data-testid="header-search"
      showSearch={{ filterOption: false, onSearch: setQuery, searchValue: query }}
      value={null}
      suffixIcon={<SearchOutlined />}
      placeholder={t('nav.search')}
      notFoundContent={query ? t('nav.searchEmpty') : null}
      options={results.map(({ item }) => ({ value: item.path, label: item.title, title: item.path }))}
      optionRender={(option) => (
        <span className="klx-header-search__option">
          {option.label}
          <small>{String(option.value)}</small>
        </span>
      )}
      onSelect={(path: string | null) => {
        setQuery('');
        if (path) navigate(path);
      }}
      style={{ width: 200 }}
      variant="borderless"
    />
  );
}
