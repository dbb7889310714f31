import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkIcon from '@mui/icons-material/Link';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  TextField,
} from '@mui/material';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@unit-costs/contract';
import { useRef, useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';

import { useClientConfig } from '../config/clientConfig';
import type { EventDto } from '../types';

/** The participants' claim form of an event: publicUrl + '/claims/create/' + number. */
export const publicClaimLink = (publicUrl: string, number: string) =>
  `${publicUrl.replace(/\/+$/, '')}/claims/create/${encodeURIComponent(number)}`;

/** The claim link that opens the participant app in `language` (`?lang=de`). */
export const languageClaimLink = (link: string, language: Language) => `${link}?lang=${language}`;

/**
 * The participant languages other than English that the event has a title in (its `languages`), in
 * the app's order: one claim link each. Languages the participant app does not speak get none.
 */
export function linkLanguages(event: Pick<EventDto, 'languages'>): Language[] {
  const titled = new Set(event.languages.map((entry) => entry.language.trim().toLowerCase()).filter(isLanguage));
  return LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE && titled.has(language));
}

/** Copies `text`, else the selected text of `input` (no clipboard API outside a secure context). */
async function copyText(text: string, input: HTMLInputElement | null): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    input?.select();
    document.execCommand('copy');
  }
}

/** One language's claim link, labelled in that language, with its own copy button. */
function LanguageLink({ link, language, onCopied }: { link: string; language: Language; onCopied: () => void }) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const name = LANGUAGE_NAMES[language];
  return (
    <TextField
      value={link}
      inputRef={input}
      label={<span lang={language}>{name}</span>}
      fullWidth
      sx={{ mt: 2 }}
      onFocus={(focus) => focus.target.select()}
      slotProps={{
        htmlInput: { readOnly: true, tabIndex: -1, 'data-testid': `public-link-${language}` },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={translate('console.events.copyLanguageLink', { language: name })}
                onClick={() => void copyText(link, input.current).then(onCopied)}
                edge="end"
              >
                <ContentCopyIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/**
 * 'Show Link': the public claim link in a modal, with copy to clipboard; below it one link per
 * language of the event that the participant app speaks (`?lang=de`), each named in its language.
 */
export function ShowLinkButton() {
  const translate = useTranslate();
  const event = useRecordContext<EventDto>();
  const { publicUrl } = useClientConfig();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  if (!event) return null;
  const link = publicClaimLink(publicUrl || window.location.origin, event.number);
  const copied = () => notify(translate('console.events.copied'), { type: 'info' });

  const copy = async () => {
    await copyText(link, input.current);
    copied();
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
          {linkLanguages(event).map((language) => (
            <LanguageLink
              key={language}
              language={language}
              link={languageClaimLink(link, language)}
              onCopied={copied}
            />
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('console.events.close')}</Button>
          <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            {translate('console.events.copy')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
