import DeleteIcon from '@mui/icons-material/Delete';
import StorefrontIcon from '@mui/icons-material/Storefront';
import UploadIcon from '@mui/icons-material/Upload';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type Company, companyApi, LOGO_MAX_BYTES, LOGO_TYPES } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { type ChangeEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../shared/api/api-error';
import { apiUrl } from '../../../shared/api/call-api';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { useSettingsText } from '../use-settings-text';
import { useDeleteLogo, useUploadLogo } from './company-api';

const ACCEPT = LOGO_TYPES.join(',');

function fileProblem(file: File, t: TFunction<'settings'>): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return t('logo.wrongType');
  if (file.size > LOGO_MAX_BYTES) return t('logo.tooBig', { kb: LOGO_MAX_BYTES / 1024 });
  return null;
}

/** The company logo: preview, upload (PNG, JPEG or WebP up to 512 KB) and remove. */
export function LogoCard({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const { t } = useSettingsText();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo();
  const remove = useDeleteLogo();
  const [confirming, setConfirming] = useState(false);
  const src = company.hasLogo
    ? `${apiUrl(companyApi.logo)}?v=${encodeURIComponent(company.updatedAt)}`
    : undefined;

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = fileProblem(file, t);
    if (problem) {
      toast.error(problem);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success(t('logo.uploaded')),
      onError: (err) => toast.error(errorMessage(err)),
    });
  };

  return (
    <Card>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }}>
        <Avatar
          variant="rounded"
          src={src}
          alt={company.hasLogo ? t('logo.alt', { name: company.name }) : undefined}
          sx={{
            width: 96,
            height: 96,
            bgcolor: 'action.hover',
            color: 'text.secondary',
            border: 1,
            borderColor: 'divider',
            '& img': { objectFit: 'contain' },
          }}
        >
          <StorefrontIcon sx={{ fontSize: 40 }} aria-hidden />
        </Avatar>
        <Box sx={{ flexGrow: 1, minWidth: 200 }}>
          <Typography variant="h6" component="h2">
            {t('logo.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('logo.description')}
          </Typography>
          {canEdit && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                startIcon={<UploadIcon />}
                loading={upload.isPending}
                onClick={() => input.current?.click()}
              >
                {company.hasLogo ? t('logo.replace') : t('logo.upload')}
              </Button>
              {company.hasLogo && (
                <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
                  {t('logo.remove')}
                </Button>
              )}
              <input
                ref={input}
                type="file"
                accept={ACCEPT}
                hidden
                onChange={onFile}
                aria-label={t('logo.file')}
              />
            </Box>
          )}
        </Box>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title={t('logo.removeTitle')}
        message={t('logo.removeMessage')}
        confirmLabel={t('logo.removeConfirm')}
        pending={remove.isPending}
        error={remove.error ?? undefined}
        onClose={() => {
          setConfirming(false);
          remove.reset();
        }}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t('logo.removed'));
            },
          })
        }
      />
    </Card>
  );
}
