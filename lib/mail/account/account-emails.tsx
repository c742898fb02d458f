/**
 * The account's e-mails: the link to set a new password, the notice that it was changed (so an
 * owner who did not ask for it learns at once), and the link to confirm a checkout e-mail.
 */
import { Button, Text } from "@react-email/components";
import { EmailLayout, colors } from "../layout";

const buttonStyle = { backgroundColor: colors.brand, borderRadius: "6px", color: "#ffffff", padding: "10px 18px" };
const noteStyle = { color: colors.muted, fontSize: "13px" };

export function PasswordResetEmail({
  name,
  resetUrl,
  validMinutes,
}: {
  name: string;
  resetUrl: string;
  validMinutes: number;
}) {
  return (
    <EmailLayout preview="Reset your GanitPlay password" headline="Reset your password">
      <Text>Hello {name},</Text>
      <Text>
        Someone, hopefully you, asked to reset the password of your GanitPlay account. The link below works once, for{" "}
        {validMinutes} minutes.
      </Text>
      <Button href={resetUrl} style={buttonStyle}>
        Choose a new password
      </Button>
      <Text style={noteStyle}>Or open {resetUrl}</Text>
      <Text style={noteStyle}>If you did not ask for this, ignore this e-mail: your password stays as it is.</Text>
    </EmailLayout>
  );
}

export function PasswordChangedEmail({ name, signInUrl }: { name: string; signInUrl: string }) {
  return (
    <EmailLayout preview="Your GanitPlay password was changed" headline="Your password was changed">
      <Text>Hello {name},</Text>
      <Text>
        The password of your GanitPlay account was just changed, and every device signed in with the old one was signed
        out.
      </Text>
      <Button href={signInUrl} style={buttonStyle}>
        Sign in
      </Button>
      <Text style={noteStyle}>
        If you did not do this, ask for a new password at once from the sign-in page and write to us.
      </Text>
    </EmailLayout>
  );
}

/**
 * The link to confirm an e-mail typed at checkout. Only fixed words, the order's display id and the
 * link: it goes to an address the shopper typed, so nothing the shopper wrote may ride along.
 */
export function EmailVerificationEmail({
  displayOrderId,
  confirmUrl,
  validHours,
}: {
  displayOrderId: string;
  confirmUrl: string;
  validHours: number;
}) {
  return (
    <EmailLayout preview="Confirm your e-mail for GanitPlay order updates" headline="Confirm your e-mail">
      <Text>
        This e-mail address was entered at checkout for GanitPlay order {displayOrderId}. Before we send any order
        updates here, please confirm that it is yours. The link below works once, for {validHours} hours.
      </Text>
      <Button href={confirmUrl} style={buttonStyle}>
        Confirm my e-mail
      </Button>
      <Text style={noteStyle}>Or open {confirmUrl}</Text>
      <Text style={noteStyle}>
        If you did not place this order, ignore this e-mail: we will send nothing more to this address.
      </Text>
    </EmailLayout>
  );
}
