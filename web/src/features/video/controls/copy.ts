import { VIDEO_UI } from '@coach/contract';
import { toaster } from '../../../components/toaster.tsx';

/** Copies a text and says so with `done`; without a clipboard (plain http, no permission) says how to copy by hand. */
export async function copyText(text: string, done: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toaster.create({ type: 'success', title: done });
    return true;
  } catch {
    toaster.create({ type: 'error', title: VIDEO_UI.COPY_FAILED });
    return false;
  }
}

/** A guest link as the guest opens it: the server's path made absolute on this site. */
export const absoluteUrl = (url: string) => (url.startsWith('/') ? `${window.location.origin}${url}` : url);
