import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PasswordPolicy } from '@tawi/domain';
import { describePasswordPolicy } from '@tawi/domain';
import { useId } from 'react';

/** The rules a new password must meet, as a short list under a heading (the company's policy). */
export function PasswordPolicyRules({ policy }: { policy: PasswordPolicy }) {
  const headingId = useId();
  return (
    <Box>
      <Typography id={headingId} variant="body2" sx={{ fontWeight: 600 }}>
        Your new password needs
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
        {describePasswordPolicy(policy).map((rule) => (
          <Typography component="li" variant="body2" key={rule}>
            {rule}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
