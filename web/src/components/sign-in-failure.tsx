import { useFormikContext } from 'formik';

/** The spec'd text shown by both the shopper's and the owner's sign-in forms. */
export const SIGN_IN_INVALID = 'Please provide a valid email and password';

/**
 * The one alert a sign-in form shows: after a submit with invalid fields, or when the server
 * refused the credentials (`failure` then adds the server's reason).
 */
export function SignInFailure({ failure }: { failure: string | null }) {
  const { errors, submitCount } = useFormikContext();
  if (!failure && !(submitCount > 0 && Object.keys(errors).length > 0)) return null;
  return (
    <div role="alert" className="text-sm text-red-700">
      <p>{SIGN_IN_INVALID}</p>
      {failure && <p>{failure}</p>}
    </div>
  );
}
