import { useEffect, useState } from 'react';

/** How long "Copied" stays on the button before it reads as it did. */
const COPIED_MS = 2_500;

/**
 * Puts `text` on the clipboard: the Clipboard API where the page may use it (a secure page,
 * the permission given), else the older copy command on a hidden field. False when neither
 * worked, so the caller shows the text to copy by hand.
 */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, an insecure page): the older way below.
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  // One style string: a lone position word in the source would become a class on every page.
  field.style.cssText = 'position:fixed;top:0;opacity:0';
  document.body.append(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

/**
 * A button that copies `text` (the UPI ID, the amount) for pasting into a UPI app on this
 * phone. It says "Copied" for a moment; where the browser copies nothing, it shows the text to
 * select and copy by hand.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <span className="flex flex-col gap-1">
      <button
        type="button"
        className="rounded-md border border-blue-700 px-3 py-1 text-sm font-medium text-blue-800 hover:bg-blue-50 disabled:opacity-60"
        onClick={() => void copyText(text).then((copied) => setState(copied ? 'copied' : 'failed'))}
      >
        {state === 'copied' ? 'Copied' : label}
      </button>
      <span role="status" className="text-sm">
        {state === 'copied' && `${text} copied.`}
        {state === 'failed' && (
          <>
            Could not copy. Select it and copy: <span className="font-medium">{text}</span>
          </>
        )}
      </span>
    </span>
  );
}
