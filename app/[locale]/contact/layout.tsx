import { withPageTexts } from "@/components/layout/page-texts";

export default withPageTexts(["businessHours", "forms", "validation"]);
