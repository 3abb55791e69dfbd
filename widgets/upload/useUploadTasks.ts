/**
 * The uploads in progress of one file list field (the "File uploader panel" of spec 02): starts a resumable upload
 * per accepted file, keeps each one's snapshot for the panel, and hands a finished file to `onDone`. Pause, resume,
 * retry and remove act on one upload; a finished upload leaves the panel (the file is then in the field's list).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DataProvider } from '../../runtime/react/host';
import { hashFile } from './hash';
import { providerTransport } from './transport';
import { createUploadTask, type UploadSnapshot, type UploadTask, type UploadedFile } from './uploader';

/** What the hook needs. */
export interface UploadTaskOptions {
  data: DataProvider;
  type: string;
  /** Sent with every call: the screen and field, so the server applies the field's rules. */
  extra: Record<string, string>;
  failedMessage: string;
  onDone(file: UploadedFile): void;
}

/** The panel's uploads and their controls. */
export function useUploadTasks(options: UploadTaskOptions) {
  const [snapshots, setSnapshots] = useState<UploadSnapshot[]>([]);
  const tasks = useRef(new Map<string, UploadTask>());
  const latest = useRef(options);
  latest.current = options;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    const all = tasks.current;
    return () => {
      // Leaving the form stops the uploads (the stored chunks stay: adding the file again resumes).
      mounted.current = false;
      for (const task of all.values()) task.pause();
    };
  }, []);

  const drop = useCallback((id: string) => {
    tasks.current.delete(id);
    setSnapshots((list) => list.filter((entry) => entry.id !== id));
  }, []);

  const add = useCallback(
    (file: File) => {
      const { data, type, extra, failedMessage } = latest.current;
      const task = createUploadTask(file, {
        transport: providerTransport(data),
        type,
        extra,
        hash: hashFile,
        failedMessage,
        onChange: (snapshot) => {
          if (!mounted.current || !tasks.current.has(snapshot.id)) return;
          if (snapshot.status === 'success' && snapshot.result) {
            latest.current.onDone(snapshot.result);
            drop(snapshot.id);
            return;
          }
          setSnapshots((list) => list.map((entry) => (entry.id === snapshot.id ? snapshot : entry)));
        },
      });
      tasks.current.set(task.id, task);
      setSnapshots((list) => [...list, task.snapshot()]);
      void task.start();
    },
    [drop],
  );

  return {
    snapshots,
    /** Uploads not yet finished (they count against the field's limit). */
    pending: snapshots.length,
    add,
    pause: (id: string) => tasks.current.get(id)?.pause(),
    resume: (id: string) => void tasks.current.get(id)?.resume(),
    retry: (id: string) => void tasks.current.get(id)?.retry(),
    remove: (id: string) => {
      tasks.current.get(id)?.pause();
      drop(id);
    },
  };
}
