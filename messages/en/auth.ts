/** Sign in, registration, the password links and the e-mail confirmation (components/auth/). */
export const auth = {
  titles: {
    login: "Sign in or create an account",
    register: "Create an account",
    forgotPassword: "Forgot your password?",
    resetPassword: "Choose a new password",
    verifyEmail: "Confirm your e-mail",
  },
  screen: {
    welcomeBack: "Welcome back",
    createYourAccount: "Create your account",
    paymentResult: "Sign in to see your payment result",
    choose: "Choose",
    signIn: "Sign In",
    createAccount: "Create Account",
  },
  fields: {
    emailOrPhone: "Email or phone number",
    email: "Email",
    password: "Password",
    firstName: "First name",
    lastName: "Last name",
    phone: "Phone number",
    phoneHint: "Include the country code, e.g. +91 98765 43210",
    confirmPassword: "Confirm password",
    newPassword: "New password",
    confirmNewPassword: "Confirm new password",
  },
  /** The password input's toggle; <hidden> is read by screen readers only. */
  showPassword: "Show<hidden> password</hidden>",
  hidePassword: "Hide<hidden> password</hidden>",
  signIn: {
    notMyDevice: "Not my device: sign me out when this tab closes",
    forgotPassword: "Forgot password?",
    submitting: "Signing in...",
    success: "Login successful! Redirecting...",
  },
  code: {
    withCode: "Sign in with a code",
    withPassword: "Sign in with a password",
    phone: "Mobile number",
    send: "Send me a code",
    sending: "Sending...",
    label: "6-digit code",
    again: "Send a new code",
    otherNumber: "Use another number",
    name: "Your name",
    emailOptional: "Email (optional)",
    emailHint: "For order e-mails and invoices. You can also give it at checkout.",
    create: "Create my account",
  },
  register: {
    submitting: "Creating account...",
    success: "Registration successful! Redirecting...",
  },
  failed: "Something went wrong",
  forgot: {
    intro: "Enter the email of your account and we will send you a link to choose a new password.",
    submit: "Send reset link",
    submitting: "Sending...",
    backToSignIn: "Back to sign in",
  },
  reset: {
    incomplete:
      "This password reset link is incomplete. Please open the link from the e-mail again, or <link>ask for a new one</link>.",
    submit: "Set new password",
    submitting: "Saving...",
  },
  verify: {
    intro:
      "A GanitPlay shopper entered this e-mail address at checkout. Confirm it only if it is yours and you want their order updates here too. If not, close this page: nothing will be sent.",
    submit: "Confirm my e-mail",
    submitting: "Confirming...",
  },
};
