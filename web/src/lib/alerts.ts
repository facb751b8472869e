/**
 * sweetalert2 is loaded on first use only, so it never weighs on a page's first load.
 * Callers get the same promise-based API.
 */
export async function showAlert(options: {
  icon: 'success' | 'error' | 'warning' | 'info';
  title: string;
  text?: string;
}): Promise<void> {
  const { default: Swal } = await import('sweetalert2');
  await Swal.fire({ ...options, confirmButtonColor: '#1e3a5f' });
}

/** `cancelButtonText` replaces 'Cancel' where that word would be ambiguous (e.g. cancelling an order). */
export async function confirmAction(
  title: string,
  text: string,
  confirmButtonText: string,
  cancelButtonText = 'Cancel',
): Promise<boolean> {
  const { default: Swal } = await import('sweetalert2');
  const result = await Swal.fire({
    icon: 'warning',
    title,
    text,
    showCancelButton: true,
    confirmButtonText,
    cancelButtonText,
    confirmButtonColor: '#b91c1c',
  });
  return result.isConfirmed;
}
