import { withPageTexts } from "@/components/layout/page-texts";

export default withPageTexts(["checkout", "notifications", "validation"]);
