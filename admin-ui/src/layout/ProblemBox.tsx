import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

const RA_VALIDATION_PREFIX = '@@react-admin@@';

/**
 * The text of a form error: react-admin stores its validators' results as '@@react-admin@@' + JSON
 * (a text or {message, args}); the console's rules return plain texts.
 */
export function validationText(error: unknown): string | undefined {
  let value = error;
  if (typeof error === 'string' && error.startsWith(RA_VALIDATION_PREFIX)) {
    const serialized = error.slice(RA_VALIDATION_PREFIX.length);
    try {
      value = JSON.parse(serialized);
    } catch {
      value = serialized;
    }
  }
  if (typeof value === 'object' && value !== null) value = (value as { message?: unknown }).message;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The red box listing input problems, titled 'Whoops! There were some problems with your input.' */
export function ProblemBox({ problems, title }: { problems: string[]; title?: string }) {
  const translate = useTranslate();
  if (problems.length === 0) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      <AlertTitle>{title ?? translate('console.validation.title')}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </Alert>
  );
}

/** A red box with one message, such as a refused call's body text. */
export function ErrorBox({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}
