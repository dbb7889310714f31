import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

interface NotFoundMessageProps {
  heading: string;
  text: string;
  linkTo: string;
  linkText: string;
}

/** What a page shows for something that does not exist: a clear message and a way on. */
export function NotFoundMessage({ heading, text, linkTo, linkText }: NotFoundMessageProps) {
  return (
    <Card sx={{ maxWidth: 640, mx: 'auto' }}>
      <CardContent sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <SearchOff color="action" sx={{ fontSize: 48 }} aria-hidden="true" />
        <Typography variant="h1">{heading}</Typography>
        <Typography>{text}</Typography>
        <Button component={RouterLink} to={linkTo} variant="contained">
          {linkText}
        </Button>
      </CardContent>
    </Card>
  );
}
