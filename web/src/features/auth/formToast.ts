import { toaster } from '../../components/toaster.tsx';

/** One toast for the sign-in forms (one app toast at a time: docs/web-app.md#toasts): each new message replaces the last. */
const ID = 'auth-form';

export const formToast = (type: 'success' | 'error' | 'warning' | 'info', title: string, description?: string) =>
  toaster.create({ id: ID, type, title, description });

/** Removes a message that no longer applies (the form went through). */
export const clearFormToast = () => toaster.dismiss(ID);
