import { useFormikContext } from 'formik';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { barcodeReader } from './read-barcode';

/** How often a camera frame is read: often enough to feel instant, rarely enough for an old phone. */
const FRAME_EVERY_MS = 250;

const MESSAGES = {
  starting: 'Point the camera at the barcode on the courier’s sticker.',
  blocked: 'The camera is not allowed for this site. Allow it in the browser’s settings, or take a photo of the label.',
  noCamera: 'No camera could be opened here. Take a photo of the label instead, or type the AWB.',
  reading: 'Reading the photo…',
  notFound:
    'No barcode found in the photo. Take it again closer, with the whole barcode sharp and in the frame, or type the AWB.',
  failed: 'The barcode reader could not start. Type the AWB instead.',
};

/** What getUserMedia's refusal means for the owner. */
const cameraMessage = (error: unknown) =>
  error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError')
    ? MESSAGES.blocked
    : MESSAGES.noCamera;

/** At least 44 px high and, with their words, far wider: a thumb's tap target. */
const control = 'inline-flex min-h-11 items-center justify-center rounded-md border px-4 font-medium';

/**
 * "Scan AWB" in the shipment form: the camera reads the courier's Code 128
 * barcode, or a photo of the label does where the camera cannot; the number lands in the field
 * for the owner to check, and typing stays possible (decision 064).
 */
export function ScanAwb() {
  const { setFieldValue } = useFormikContext<{ awb: string }>();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [read, setRead] = useState('');

  const found = (awb: string) => {
    void setFieldValue('awb', awb, true);
    setRead(awb);
    setOpen(false);
  };

  return (
    // A row of its own above the courier and the AWB: on a phone the quick way comes first, and no
    // field's error, which appears below its input when a tap blurs it, moves the button.
    <div className="flex w-full flex-col gap-2">
      <button
        type="button"
        disabled={open}
        className={`${control} self-start disabled:opacity-50`}
        onClick={() => {
          setRead('');
          setMessage(MESSAGES.starting);
          setOpen(true);
        }}
      >
        Scan AWB
      </button>
      {open && <Scanner onFound={found} onMessage={setMessage} onClose={() => setOpen(false)} />}
      <p role="status" className="text-sm text-gray-700">
        {open ? message : read && `Read ${read} from the barcode: check it against the label before you save.`}
      </p>
    </div>
  );
}

interface ScannerProps {
  onFound: (awb: string) => void;
  onMessage: (message: string) => void;
  onClose: () => void;
}

/** The camera's picture and the photo button; the camera's tracks stop when it closes. */
function Scanner({ onFound, onMessage, onClose }: ScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  // Chosen (and the library's chunk fetched, where needed) once per opening.
  const [reader] = useState(() => {
    const chosen = barcodeReader();
    chosen.catch(() => onMessage(MESSAGES.failed));
    return chosen;
  });
  const [filming, setFilming] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const readFrame = async () => {
      if (stopped || !video.current) return;
      const text = video.current.readyState >= 2 ? await (await reader).read(video.current) : null;
      if (stopped) return;
      if (text) onFound(text);
      else timer = setTimeout(() => void readFrame().catch(() => onMessage(MESSAGES.failed)), FRAME_EVERY_MS);
    };
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) return onMessage(MESSAGES.noCamera);
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } } });
      } catch (error) {
        return onMessage(cameraMessage(error));
      }
      if (stopped || !video.current) return stream.getTracks().forEach((track) => track.stop());
      video.current.srcObject = stream;
      await video.current.play();
      setFilming(true);
      await readFrame();
    })().catch(() => onMessage(MESSAGES.failed));
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    // Opened once per tap on Scan AWB; the callbacks are the form's own and do not change its camera.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const readPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const photo = event.target.files?.[0];
    event.target.value = '';
    if (!photo) return;
    onMessage(MESSAGES.reading);
    try {
      const text = await (await reader).read(photo);
      if (text) onFound(text);
      else onMessage(MESSAGES.notFound);
    } catch {
      onMessage(MESSAGES.notFound);
    }
  };

  return (
    <div
      role="group"
      aria-label="Scan the AWB barcode"
      className="flex flex-col gap-3 rounded-md border bg-gray-50 p-3"
    >
      <video
        ref={video}
        muted
        playsInline
        aria-label="The camera’s picture"
        className={filming ? 'w-full rounded' : 'hidden'}
      />
      {/* The phone's camera app, or its photos: works where live video does not (no camera
          permission, an old browser). A button, so the keyboard reaches it as it reaches any other. */}
      <input
        ref={photoInput}
        type="file"
        accept="image/*"
        capture="environment"
        aria-hidden="true"
        tabIndex={-1}
        className="sr-only"
        onChange={readPhoto}
      />
      <div className="flex flex-wrap gap-3">
        <button type="button" className={`${control} bg-white`} onClick={() => photoInput.current?.click()}>
          Take a photo of the label
        </button>
        <button type="button" className={control} onClick={onClose}>
          Cancel scan
        </button>
      </div>
    </div>
  );
}
