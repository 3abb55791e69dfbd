/**
 * Opening stored files from a file or image list: a stored entry's `url` is the download call, which answers a
 * signed, short-lived link (server/modules/file/links.ts) — the session token never goes into a URL. Download-all
 * packs the listed files into one zip behind such a link.
 */
import { useEffect, useState } from 'react';
import type { FileListItem } from '../../runtime/core/files/value';
import type { DataProvider } from '../../runtime/react/host';

/** The signed link of a stored file; `inline` for showing it (an image) rather than saving it. */
export async function signedLink(data: DataProvider, item: FileListItem, inline = false): Promise<string> {
  const answer = await data.request<{ url: string }>('GET', item.url, { name: item.name, ...(inline ? { inline: '1' } : {}) });
  return answer.url;
}

/** The signed link of one zip of all the files of an upload type (spec 02 §7 "Download-all by type"). */
export async function packLink(data: DataProvider, type: string, items: readonly FileListItem[]): Promise<string> {
  const answer = await data.request<{ downloadVo: { url: string } }>('POST', `/api/file/PackDownload/${type}`, {
    list: items.map((item) => ({ fileId: item.fileId, fileName: item.name })),
  });
  return answer.downloadVo.url;
}

/** Signed inline links of images by fileId, fetched as the list changes (an entry without one yet is missing). */
export function useInlineLinks(data: DataProvider, items: readonly FileListItem[]): ReadonlyMap<string, string> {
  const [links, setLinks] = useState<ReadonlyMap<string, string>>(new Map());
  const key = items.map((item) => item.fileId).join('|');
  useEffect(() => {
    let live = true;
    void Promise.all(items.map(async (item) => [item.fileId, await signedLink(data, item, true).catch(() => '')] as const)).then((pairs) => {
      if (live) setLinks(new Map(pairs.filter(([, url]) => url)));
    });
    return () => {
      live = false;
    };
    // The list's identity changes on every render; its fileIds are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, key]);
  return links;
}
