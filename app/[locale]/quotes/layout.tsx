import { withPageTexts } from "@/components/layout/page-texts";

// The checkout's texts for the delivery address and the GST invoice choice, as on the checkout.
export default withPageTexts(["checkout", "quotes", "validation"]);
