/**
 * Toasts through react-toastify, loaded on the first toast rather than with the page.
 * The container is mounted by <LazyToasts/> once the module is in.
 */
type Kind = 'success' | 'warning' | 'error' | 'info';

let loaded: Promise<typeof import('react-toastify')> | null = null;
const listeners = new Set<() => void>();

export function loadToasts(): Promise<typeof import('react-toastify')> {
  loaded ??= import('react-toastify').then((module) => {
    listeners.forEach((listener) => listener());
    return module;
  });
  return loaded;
}

export function onToastsLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: Kind, message: string, autoClose = 1000): void {
  // react-toastify queues toasts sent before its container mounts and shows them once it does.
  void loadToasts().then(({ toast }) => toast[kind](message, { autoClose }));
}

export const notify = {
  success: (message: string, autoClose?: number) => show('success', message, autoClose),
  warning: (message: string, autoClose?: number) => show('warning', message, autoClose),
  error: (message: string, autoClose?: number) => show('error', message, autoClose),
};
