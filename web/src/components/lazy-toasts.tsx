import { lazy, Suspense, useEffect, useState } from 'react';
import { loadToasts, onToastsLoaded } from '../lib/notify';

const ToastContainer = lazy(async () => {
  const [{ ToastContainer: Container }] = await Promise.all([
    loadToasts(),
    import('react-toastify/dist/ReactToastify.css'),
  ]);
  return { default: Container };
});

/** Mounts react-toastify's container only once the first toast asked for the module. */
export function LazyToasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastsLoaded(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={1000} newestOnTop />
    </Suspense>
  );
}
