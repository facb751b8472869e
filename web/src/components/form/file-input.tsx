import { useId } from 'react';

interface Props {
  label: string;
  accept: string;
  /** The file chosen. */
  onFile: (file: File) => void;
  /** The id of a help text that describes the file wanted. */
  describedBy?: string;
  labelClassName?: string;
}

/**
 * A labelled file input that hands over the chosen file and empties itself: choosing the same file
 * again (fixed, or after a refusal) is a change too.
 */
export function FileInput({ label, accept, onFile, describedBy, labelClassName = 'mb-1 block font-medium' }: Props) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        aria-describedby={describedBy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
        className="block text-sm"
      />
    </>
  );
}
