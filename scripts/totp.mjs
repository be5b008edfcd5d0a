// `npm run totp -- <demo e-mail>` prints the current authenticator code of a demo user (no phone needed).
// `npm run totp -- --secret <base32>` prints the code for a secret shown while enrolling an authenticator.
import { generate } from 'otplib';
import { DEMO_USERS } from '@onboard/contracts';
import { demoTotpSecret } from '../apps/identity/dist/demo/totp.js';

const [first, second] = process.argv.slice(2);
let secret;
if (first === '--secret' && second) {
  secret = second.replace(/\s+/g, '').toUpperCase();
} else {
  const user = DEMO_USERS.find((u) => u.email === first || u.key === first);
  if (!user) {
    console.error(
      `Usage: npm run totp -- <${DEMO_USERS.map((u) => u.email).join('|')}>  or  npm run totp -- --secret <base32>`,
    );
    process.exit(2);
  }
  secret = demoTotpSecret(user.key);
}
const seconds = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${await generate({ secret })}   (valid for ${seconds} more seconds)`);
