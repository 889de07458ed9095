import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PASSWORD_ABSOLUTE_MAX, type PasswordPolicy } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The switches of a policy that add a rule, with the rule's key under `auth.passwordRules`. */
const REQUIREMENTS = [
  ['requireLowercase', 'lowercase'],
  ['requireUppercase', 'uppercase'],
  ['requireNumeric', 'digit'],
  ['requireNonAlphanumeric', 'symbol'],
] as const;

/**
 * The policy as rules to show next to a new-password field ("At least 8 characters", "A digit", ...),
 * in the interface language: describePasswordPolicy's rules, worded by `t`.
 */
export function passwordRules(policy: PasswordPolicy, t: TFunction): string[] {
  const max = Math.min(policy.maxLength ?? PASSWORD_ABSOLUTE_MAX, PASSWORD_ABSOLUTE_MAX);
  const length =
    max < PASSWORD_ABSOLUTE_MAX
      ? t('auth.passwordRules.lengthRange', { min: policy.minLength, max })
      : t('auth.passwordRules.minLength', { min: policy.minLength });
  return [
    length,
    ...REQUIREMENTS.filter(([flag]) => policy[flag]).map(([, rule]) => t(`auth.passwordRules.${rule}`)),
  ];
}

/** The rules a new password must meet, as a short list under a heading (the company's policy). */
export function PasswordPolicyRules({ policy }: { policy: PasswordPolicy }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box>
      <Typography id={headingId} variant="body2" sx={{ fontWeight: 600 }}>
        {t('auth.passwordRules.heading')}
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
        {passwordRules(policy, t).map((rule) => (
          <Typography component="li" variant="body2" key={rule}>
            {rule}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
