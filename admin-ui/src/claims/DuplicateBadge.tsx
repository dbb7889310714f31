import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** 'Possible duplicate': another claim of the participant for the same or an overlapping event. */
export function DuplicateBadge({ claim }: { claim: { possibleDuplicate?: boolean } }) {
  const translate = useTranslate();
  if (!claim.possibleDuplicate) return null;
  return (
    <Chip
      size="small"
      color="warning"
      // Outlined: the status badge beside it may be orange too (Requested).
      variant="outlined"
      icon={<ContentCopyIcon />}
      label={translate('console.claims.possibleDuplicate')}
      data-testid="duplicate-badge"
    />
  );
}
