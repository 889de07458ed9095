import Avatar from '@mui/material/Avatar';
import { type Company, companyApi } from '@tawi/contracts';
import { apiUrl } from '../../shared/api/call-api';
import { initials } from '../../shared/format';

/** The company's logo when it has one, else its initials. */
export function CompanyAvatar({ company, size = 32 }: { company: Company; size?: number }) {
  return (
    <Avatar
      variant="rounded"
      alt=""
      src={
        company.hasLogo ? `${apiUrl(companyApi.logo)}?v=${encodeURIComponent(company.updatedAt)}` : undefined
      }
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.42,
        bgcolor: company.hasLogo ? 'transparent' : 'secondary.main',
        '& img': { objectFit: 'contain' },
      }}
    >
      {initials(company.name)}
    </Avatar>
  );
}
