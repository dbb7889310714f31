import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkIcon from '@mui/icons-material/Link';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useRef, useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';

import { useClientConfig } from '../config/clientConfig';
import type { EventDto } from '../types';

/** The participants' claim form of an event: publicUrl + '/claims/create/' + number. */
export const publicClaimLink = (publicUrl: string, number: string) =>
  `${publicUrl.replace(/\/+$/, '')}/claims/create/${encodeURIComponent(number)}`;

/** 'Show Link': the public claim link in a modal, with copy to clipboard. */
export function ShowLinkButton() {
  const translate = useTranslate();
  const event = useRecordContext<EventDto>();
  const { publicUrl } = useClientConfig();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  if (!event) return null;
  const link = publicClaimLink(publicUrl || window.location.origin, event.number);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // Without the clipboard API (no secure context): copy the selected text the old way.
      input.current?.select();
      document.execCommand('copy');
    }
    notify(translate('console.events.copied'), { type: 'info' });
  };

  return (
    <>
      <Button variant="outlined" startIcon={<LinkIcon />} onClick={() => setOpen(true)}>
        {translate('console.events.showLink')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="show-link-title">
        <DialogTitle id="show-link-title">{translate('console.events.linkTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            value={link}
            inputRef={input}
            label={translate('console.events.link')}
            fullWidth
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { readOnly: true, tabIndex: -1, 'data-testid': 'public-link' } }}
            onFocus={(focus) => focus.target.select()}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('console.events.close')}</Button>
          <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={copy}>
            {translate('console.events.copy')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
