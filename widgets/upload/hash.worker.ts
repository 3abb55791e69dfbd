/** The hashing worker: answers the md5 of the file it is sent, so the page stays responsive while hashing. */
import { md5OfBlob } from './hash-slices';

self.onmessage = async (event: MessageEvent<Blob>) => {
  try {
    self.postMessage({ md5: await md5OfBlob(event.data) });
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
