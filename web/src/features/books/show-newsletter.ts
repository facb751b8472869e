// Loaded when the banner's Subscribe button is pressed, not with the first page: few shoppers
// press it, and the first load has no byte to spare (decision 027).

/** How long the button waits for the footer to arrive before it gives up quietly. */
const FOOTER_WAIT_MS = 10_000;

function focusNewsletter(form: HTMLElement) {
  form.scrollIntoView();
  form.querySelector('input')?.focus({ preventScroll: true });
}

/** Brings the footer's newsletter form into view and puts the cursor in its e-mail box. */
export function showNewsletter() {
  const form = document.getElementById('newsletter');
  if (form) return focusNewsletter(form);
  // The footer loads as the end of the page nears the screen (app/layout/root-layout.tsx): go
  // there, and take the box as soon as it arrives.
  window.scrollTo({ top: document.documentElement.scrollHeight });
  const observer = new MutationObserver(() => {
    const arrived = document.getElementById('newsletter');
    if (!arrived) return;
    observer.disconnect();
    focusNewsletter(arrived);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), FOOTER_WAIT_MS);
}
