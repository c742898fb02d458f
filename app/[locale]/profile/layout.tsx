import { withPageTexts } from "@/components/layout/page-texts";

export default withPageTexts(["checkout", "emailLanguage", "orders", "validation"]);
