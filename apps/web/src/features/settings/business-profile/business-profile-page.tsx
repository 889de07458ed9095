import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { PageHeader } from '../../../shared/page-header';
import { useSession } from '../../../shared/session/session-context';
import { SettingsBreadcrumb } from '../settings-breadcrumb';
import { SettingsLoadState } from '../settings-load-state';
import { useSettingsText } from '../use-settings-text';
import { useCompany } from './company-api';
import { CompanyForm } from './company-form';
import { LogoCard } from './logo-card';

export function BusinessProfilePage() {
  const { can } = useSession();
  const { t } = useSettingsText();
  const company = useCompany();
  const canEdit = can('settings:update');
  return (
    <>
      <PageHeader
        title={t('businessProfile.title')}
        description={t('businessProfile.description')}
        breadcrumb={<SettingsBreadcrumb />}
      />
      {!canEdit && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('common.viewOnly')}
        </Alert>
      )}
      <SettingsLoadState query={company} failed={t('businessProfile.loadFailed')} />
      {company.data && (
        <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 960 }}>
          <LogoCard company={company.data} canEdit={canEdit} />
          <CompanyForm key={company.data.id} company={company.data} canEdit={canEdit} />
        </Box>
      )}
    </>
  );
}
