import { withPageTexts } from "@/components/layout/page-texts";

export default withPageTexts(["auth", "validation"]);
