/** What a page shows until its code or data arrives; one element, so the first load carries it once. */
export const pageLoading = (
  <p role="status" className="py-20 text-center">
    Loading...
  </p>
);
